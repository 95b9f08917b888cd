import { useState } from 'react';
import './Avatar.css';

export interface AvatarProps {
  /** Image address; without it (or when it fails) the initials of `name` show. */
  src?: string | null;
  name: string;
  /** Pixel size (default 40). */
  size?: number;
  /** Alternative text when the image is missing (the specification's 'Avatar not found'). */
  fallbackLabel?: string;
}

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/** A round profile picture with an initials fallback that keeps the same size (no layout shift). */
export function Avatar({ src, name, size = 40, fallbackLabel }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span className="ui-avatar" style={{ width: size, height: size, fontSize: Math.max(11, size * 0.38) }}>
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={name}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span role="img" aria-label={src ? (fallbackLabel ?? name) : name}>
          {/* Drawn by CSS from the attribute: the initials are decoration, not text, so a button
              holding the avatar keeps its own name (axe's label-content-name-mismatch). */}
          <span className="ui-avatar__initials" aria-hidden="true" data-initials={initialsOf(name) || '?'} />
        </span>
      )}
    </span>
  );
}
