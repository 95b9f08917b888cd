import type { MessageKey } from '@atelier/domain';
import type { CustomiseCatalogue } from './en';

/** The @atelier/domain messages the customer form shows (002 §5, §8 and the answer problems). */
export const CUSTOMISE_MESSAGE_KEYS = [
  'form.unassigned',
  'decal.fileTooLarge',
  'decal.fileTooLargeLimit',
  'image.invalidUrlOrFile',
  'image.loadFailed',
  'empty.noOptions',
  'empty.noParts',
  'empty.noVariations',
  'empty.noColorways',
  'formInput.maxSelections',
  'answer.required',
  'answer.chooseOption',
  'answer.tooMany',
  'answer.number',
  'answer.numberMin',
  'answer.numberMax',
  'answer.numberStep',
  'answer.textTooLong',
  'answer.date',
  'answer.dateMin',
  'answer.dateMax',
  'answer.dateDisabled',
  'answer.colour',
  'answer.overlayTooLong',
] as const satisfies readonly MessageKey[];

export type CustomiseMessageKey = (typeof CUSTOMISE_MESSAGE_KEYS)[number];
export type CustomiseMessages = Readonly<Record<CustomiseMessageKey, string>>;

/** One language: the form's own texts and its translations of the domain messages. */
export interface CustomiseLanguage {
  readonly texts: CustomiseCatalogue;
  readonly messages: CustomiseMessages;
}
