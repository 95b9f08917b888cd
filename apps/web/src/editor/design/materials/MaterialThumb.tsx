import { mediaSrc } from '@atelier/domain';

/**
 * A material's thumbnail through the image helper (002 §7: widths 100, 200 or 50): tiles ask
 * for 100 (200 on dense screens), list rows for 50 (100 on dense screens).
 */
export function MaterialThumb({
  thumb,
  size,
}: {
  readonly thumb: string | undefined;
  readonly size: 100 | 50;
}) {
  if (!thumb)
    return <span className="materials-thumb materials-thumb--empty" data-size={size} aria-hidden="true" />;
  const dense = size === 100 ? 200 : 100;
  return (
    <img
      className="materials-thumb"
      data-size={size}
      src={mediaSrc(thumb, size)}
      srcSet={`${mediaSrc(thumb, size)} 1x, ${mediaSrc(thumb, dense)} 2x`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
