import type { CSSProperties } from 'react';
import './Skeleton.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** e.g. '4 / 5': holds the exact space of the media that is loading. */
  aspectRatio?: CSSProperties['aspectRatio'];
  radius?: 'sm' | 'md' | 'lg' | 'full';
  className?: string;
}

/** A placeholder of the exact size of what is loading, so nothing moves when it arrives. */
export function Skeleton({ width = '100%', height, aspectRatio, radius = 'md', className }: SkeletonProps) {
  return (
    <span
      className={className ? `ui-skeleton ${className}` : 'ui-skeleton'}
      aria-hidden="true"
      style={{ width, height, aspectRatio, borderRadius: `var(--radius-${radius})` }}
    />
  );
}
