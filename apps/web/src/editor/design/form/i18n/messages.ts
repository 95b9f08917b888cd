import type { MessageKey } from '@atelier/domain';
import type { FormCatalogue } from './en';

/** The @atelier/domain messages the form builder shows (002 §2, §4, §5). */
export const FORM_MESSAGE_KEYS = [
  'form.title',
  'form.newFeature',
  'form.madeToOrderOnly',
  'form.unassigned',
  'form.fillMode',
  'form.addSection',
  'form.empty.title',
  'form.empty.hint',
  'form.section.numbered',
  'form.section.new',
  'form.section.general',
  'form.confirm.deleteField',
  'form.confirm.removeSection',
] as const satisfies readonly MessageKey[];

export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];
export type FormMessages = Readonly<Record<FormMessageKey, string>>;

/** One language of the builder: its own texts and the domain messages it shows. */
export interface FormLanguage {
  readonly texts: FormCatalogue;
  readonly messages: FormMessages;
}
