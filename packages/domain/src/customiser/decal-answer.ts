import type { FormAnswerValue } from '@atelier/schema';

/**
 * Issue 17: a decalLayerConfig answer, { url, name?, text? }: the image (an offered URL or an
 * upload; '' for the shopper's words alone) and the text overlay drawn on it.
 */
export interface DecalAnswer {
  readonly url: string;
  readonly name?: string;
  readonly text?: { readonly value: string; readonly font?: string; readonly color?: string };
}

/** A decal answer read from its stored value (a bare url string is read too); null for anything else. */
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
  if (answer.url.trim() === '' && !text) return undefined;
  return {
    url: answer.url,
    ...(answer.name !== undefined ? { name: answer.name } : {}),
    ...(text ? { text: { ...text } } : {}),
  };
}
