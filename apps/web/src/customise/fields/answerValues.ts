import type { FormAnswerValue } from '@atelier/schema';

/** The one id or text an answer holds (a radio, a select), or ''. */
export const singleValue = (value: FormAnswerValue | undefined): string =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : '';

/** The ids or texts a list answer holds (checkboxes, parts). */
export const listValue = (value: FormAnswerValue | undefined): string[] =>
  Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === 'string')
    : typeof value === 'string' && value !== ''
      ? [value]
      : [];

/** A list answer, or no answer when it is empty. */
export const listAnswer = (values: readonly string[]): FormAnswerValue | undefined =>
  values.length === 0 ? undefined : [...values];

/** Whether an answer counts as given (a section's count of answered questions). */
export const isAnswered = (value: FormAnswerValue | undefined): boolean =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

export interface DecalAnswer {
  readonly url: string;
  readonly name?: string;
  readonly text?: { readonly value: string; readonly font?: string; readonly color?: string };
}

/** A decal answer: { url, name?, text? }, or a bare url string (contract.ts). */
export function readDecalAnswer(value: FormAnswerValue | undefined): DecalAnswer | null {
  if (typeof value === 'string') return value === '' ? null : { url: value };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Readonly<Record<string, FormAnswerValue>>;
  const url = typeof record.url === 'string' ? record.url : '';
  const name = typeof record.name === 'string' ? record.name : undefined;
  const raw = record.text;
  let text: DecalAnswer['text'];
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw) && typeof raw.value === 'string') {
    text = {
      value: raw.value,
      ...(typeof raw.font === 'string' ? { font: raw.font } : {}),
      ...(typeof raw.color === 'string' ? { color: raw.color } : {}),
    };
  }
  return { url, ...(name !== undefined ? { name } : {}), ...(text ? { text } : {}) };
}

/** A decal answer as stored, or no answer when it holds neither an image nor a text. */
export function decalAnswerValue(answer: DecalAnswer): FormAnswerValue | undefined {
  const text = answer.text && answer.text.value !== '' ? answer.text : undefined;
  if (answer.url === '' && !text) return undefined;
  return {
    url: answer.url,
    ...(answer.name !== undefined ? { name: answer.name } : {}),
    ...(text ? { text: { ...text } } : {}),
  };
}
