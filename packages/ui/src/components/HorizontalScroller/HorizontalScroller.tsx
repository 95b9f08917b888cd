import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import './HorizontalScroller.css';

export interface HorizontalScrollerProps {
  /** Accessible name of the list. */
  label: string;
  /** A visible heading beside the arrows. */
  title?: ReactNode;
  children: ReactNode;
  /** Pixels scrolled per arrow click (the specification's header cards: 300). */
  step?: number;
}

const EDGE_SLACK_PX = 4;

/** A row that scrolls sideways by touch, wheel, keyboard, or `step` pixels per arrow button. */
export function HorizontalScroller({ label, title, children, step = 300 }: HorizontalScrollerProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    // A few pixels of slack: snapping and sub-pixel layout stop short of the exact edge.
    const start = Math.abs(list.scrollLeft) <= EDGE_SLACK_PX;
    const end = Math.abs(list.scrollLeft) + list.clientWidth >= list.scrollWidth - EDGE_SLACK_PX;
    setEdges((current) => (current.start === start && current.end === end ? current : { start, end }));
  }, []);
  useEffect(() => {
    measure();
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);
  const scrollBy = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const rtl = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollBy({ left: direction * step * rtl, behavior: 'smooth' });
  };
  return (
    <div className="ui-scroller">
      <div className="ui-scroller__bar">
        {title !== undefined && <div className="ui-scroller__title">{title}</div>}
        <div className="ui-scroller__arrows">
          <Button
            size="sm"
            icon={<ChevronLeft />}
            aria-label={t('previous')}
            disabled={edges.start}
            onClick={() => scrollBy(-1)}
          />
          <Button
            size="sm"
            icon={<ChevronRight />}
            aria-label={t('next')}
            disabled={edges.end}
            onClick={() => scrollBy(1)}
          />
        </div>
      </div>
      <ul ref={listRef} className="ui-scroller__list" aria-label={label} onScroll={measure}>
        {children}
      </ul>
    </div>
  );
}
