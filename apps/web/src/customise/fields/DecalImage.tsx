import { useState } from 'react';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';

/** 002 §5: a preview only for urls starting with http (or our own '/' paths). */
export const previewable = (url: string): boolean => /^(https?:|\/)/i.test(url.trim());

/** A decal option's picture; when it fails to load it is hidden and 002 §8's text shows. */
export function DecalImage({ url }: { url: string }) {
  const { m } = useCustomiseTexts();
  const [failed, setFailed] = useState(false);
  if (!previewable(url)) return null;
  if (failed) return <span className="cf-decal__failed">{m({ key: 'image.loadFailed' })}</span>;
  return <img className="cf-choice__thumb" src={url} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
