import type { CSSProperties, ReactNode } from 'react';
import './MediaGrid.css';

export interface MediaGridProps {
  /** Number of columns. */
  columns: number;
  children: ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** Marks the grid busy while a page loads. */
  busy?: boolean;
}

/**
 * An image-first grid: square-ish cells (4:5 media plus a caption) in `columns` columns,
 * where a `MediaGridItem` may span several columns and rows (trend media), packed densely.
 */
export function MediaGrid({ columns, children, label, busy = false }: MediaGridProps) {
  return (
    <ul
      className="ui-media-grid"
      aria-label={label}
      aria-busy={busy || undefined}
      style={{ '--columns': Math.max(1, columns) } as CSSProperties}
    >
      {children}
    </ul>
  );
}

export interface MediaGridItemProps {
  children: ReactNode;
  /** Columns and rows this item spans (default 1 x 1). */
  span?: readonly [number, number];
}

export function MediaGridItem({ children, span = [1, 1] }: MediaGridItemProps) {
  const [cols, rows] = span;
  return (
    <li
      className="ui-media-grid__item"
      style={cols > 1 || rows > 1 ? { gridColumn: `span ${cols}`, gridRow: `span ${rows}` } : undefined}
    >
      {children}
    </li>
  );
}
