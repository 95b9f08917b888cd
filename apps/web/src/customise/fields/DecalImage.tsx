import { mediaSrc } from '@atelier/domain';
import { useState } from 'react';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';

/** 002 §5: a preview only for urls starting with http (or our own '/' paths). */
export const previewable = (url: string): boolean => /^(https?:|\/)/i.test(url.trim());

/** An image stored by our image API, named by its id (as the seeded designs and saves keep them). */
const STORED_IMAGE = /^[A-Za-z0-9_-]{1,100}\.(png|jpe?g|webp|gif|avif)$/i;

/** Where a decal option's picture is shown from, or null when it is not previewed. */
export const previewSrc = (url: string): string | null =>
  previewable(url) ? url : STORED_IMAGE.test(url.trim()) ? (mediaSrc(url.trim(), 200) ?? null) : null;

/** A decal option's picture; when it fails to load it is hidden and 002 §8's text shows. */
export function DecalImage({ url }: { url: string }) {
  const { m } = useCustomiseTexts();
  const [failed, setFailed] = useState(false);
  const src = previewSrc(url);
  if (src === null) return null;
  if (failed) return <span className="cf-decal__failed">{m({ key: 'image.loadFailed' })}</span>;
  return <img className="cf-choice__thumb" src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
}
