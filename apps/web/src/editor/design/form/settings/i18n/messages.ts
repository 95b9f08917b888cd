import type { MessageKey } from '@atelier/domain';
import type { FormSettingsCatalogue } from './en';

/** The @atelier/domain messages the field settings show (002 §5 input checks, 002 §8 empty states). */
export const FORM_SETTINGS_MESSAGE_KEYS = [
  'empty.noParts',
  'empty.noVariations',
  'empty.noColorways',
  'empty.noOptions',
  'image.loadFailed',
  'formInput.notANumber',
  'formInput.min',
  'formInput.max',
  'formInput.wholeNumber',
  'formInput.step',
  'formInput.invalidDates',
] as const satisfies readonly MessageKey[];

export type FormSettingsMessageKey = (typeof FORM_SETTINGS_MESSAGE_KEYS)[number];
export type FormSettingsMessages = Readonly<Record<FormSettingsMessageKey, string>>;

/** One language of the settings: their own texts and the domain messages they show. */
export interface FormSettingsLanguage {
  readonly texts: FormSettingsCatalogue;
  readonly messages: FormSettingsMessages;
}
