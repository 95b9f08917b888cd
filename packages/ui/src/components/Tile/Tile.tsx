import type { MouseEvent, ReactNode } from 'react';
import './Tile.css';

export interface TileProps {
  href: string;
  /** For client-side navigation: called on a plain click instead of following the link. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
  /** The image; `srcSet` and `sizes` let the browser pick a width. */
  src?: string | null;
  srcSet?: string;
  sizes?: string;
  /** Intrinsic size attributes: the box's aspect before the image loads (no layout shift). */
  width?: number;
  height?: number;
  alt: string;
  title: string;
  /** Secondary line, e.g. the creator's name. */
  subtitle?: string;
  /** Already formatted, e.g. 'HK$ 1,280.00'. */
  price?: string;
  /** A short marker on the image, e.g. 'Pre-order'. */
  badge?: string;
  /** Loads the image at once (for the first row, the page's largest paint). */
  priority?: boolean;
  /** Media other than an image (a video) to show instead of `src`. */
  media?: ReactNode;
  /** Hides the caption (trend media tiles). */
  bare?: boolean;
}

/** A grid tile: the image first, a small caption under it (DESIGN.md "image first"). */
export function Tile({
  href,
  onNavigate,
  src,
  srcSet,
  sizes,
  width,
  height,
  alt,
  title,
  subtitle,
  price,
  badge,
  priority = false,
  media,
  bare = false,
}: TileProps) {
  return (
    <a
      className="ui-tile"
      href={href}
      data-bare={bare || undefined}
      aria-label={bare ? alt : undefined}
      onClick={(event) => {
        if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate(href, event);
      }}
    >
      <span className="ui-tile__media">
        {media ??
          (src ? (
            <img
              src={src}
              srcSet={srcSet}
              sizes={sizes}
              width={width}
              height={height}
              alt={bare ? '' : alt}
              loading={priority ? 'eager' : 'lazy'}
              decoding="async"
              {...(priority ? { fetchPriority: 'high' as const } : {})}
            />
          ) : null)}
        {badge && <span className="ui-tile__badge">{badge}</span>}
      </span>
      {!bare && (
        <span className="ui-tile__caption">
          {/* Names keep their own direction: a Latin name on a right-to-left page is cut at its end. */}
          <span className="ui-tile__title" dir="auto">
            {title}
          </span>
          <span className="ui-tile__meta">
            {subtitle && (
              <span className="ui-tile__subtitle" dir="auto">
                {subtitle}
              </span>
            )}
            {price && <span className="ui-tile__price">{price}</span>}
          </span>
        </span>
      )}
    </a>
  );
}
