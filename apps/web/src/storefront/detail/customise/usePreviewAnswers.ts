import { readDecalAnswer } from '@atelier/domain';
import type { Form, FormAnswerMap, FormAnswerValue } from '@atelier/schema';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DecalText } from '../../../lib/decal-image/composeDecalText';

/** The decal answers with a text overlay: what to draw, by field id. */
function overlays(form: Form, answers: FormAnswerMap): Map<string, { url: string; text: DecalText }> {
  const found = new Map<string, { url: string; text: DecalText }>();
  for (const field of form.fields) {
    if (field.type !== 'decalLayerConfig') continue;
    const decal = readDecalAnswer(answers[field.id]);
    if (decal?.text && decal.text.value !== '') found.set(field.id, { url: decal.url, text: decal.text });
  }
  return found;
}

export type Compose = (image: Blob | null, text: DecalText) => Promise<Blob>;

const composeLazily: Compose = async (image, text) =>
  (await import('../../../lib/decal-image/prepareDecalImage')).composeInWorker(image, text);

/**
 * Issue 17: the answers the 3D view is sent. A decal answer with a text overlay becomes an
 * image of the decal with the words drawn on it (in the decal worker; a blob URL the same-origin
 * viewer reads), so the shopper sees their text on the garment; the cart keeps the answer
 * itself (image and words apart, for the producer). Until a drawing is ready the decal shows
 * without its words; a drawing no longer wanted is released.
 */
export function usePreviewAnswers(
  form: Form | null,
  answers: FormAnswerMap,
  compose: Compose = composeLazily,
): FormAnswerMap {
  const wanted = useMemo(() => (form ? overlays(form, answers) : new Map()), [form, answers]);
  const [drawn, setDrawn] = useState<ReadonlyMap<string, string>>(new Map());
  const urls = useRef(new Map<string, string>());

  useEffect(() => {
    let live = true;
    for (const [fieldId, overlay] of wanted) {
      const key = JSON.stringify(overlay);
      if (urls.current.has(key)) continue;
      void (async () => {
        const image = overlay.url === '' ? null : await (await fetch(overlay.url)).blob();
        const url = URL.createObjectURL(await compose(image, overlay.text));
        if (!live) return URL.revokeObjectURL(url);
        urls.current.set(key, url);
        setDrawn((before) => new Map(before).set(key, url));
      })().catch((error: unknown) => console.warn(`The text of ${fieldId} could not be drawn`, error));
    }
    // Release drawings no answer wants any more.
    const keep = new Set([...wanted.values()].map((overlay) => JSON.stringify(overlay)));
    for (const [key, url] of urls.current)
      if (!keep.has(key)) {
        URL.revokeObjectURL(url);
        urls.current.delete(key);
      }
    return () => {
      live = false;
    };
  }, [wanted, compose]);

  useEffect(
    () => () => {
      for (const url of urls.current.values()) URL.revokeObjectURL(url);
      urls.current.clear();
    },
    [],
  );

  return useMemo(() => {
    if (wanted.size === 0) return answers;
    const preview: Record<string, FormAnswerValue> = { ...answers };
    for (const [fieldId, overlay] of wanted) {
      const url = drawn.get(JSON.stringify(overlay)) ?? urls.current.get(JSON.stringify(overlay));
      const { text: _words, ...image } = answers[fieldId] as Record<string, FormAnswerValue>;
      preview[fieldId] = url ? { ...image, url } : image;
    }
    return preview;
  }, [answers, wanted, drawn]);
}
