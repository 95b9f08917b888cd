import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** Whether the page asks for less motion: slides then jump instead of gliding. */
const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A scroll-snapping track as a carousel: the browser does the swiping (touch, trackpad, a
 * wheel) and the snapping (CSS scroll snap); this reads which slide is shown from the scroll
 * position and moves to a slide for the buttons, the dots and the arrow keys. Right-to-left
 * pages scroll to negative offsets and swap the arrow keys, as the layout is mirrored.
 */
export function useCarousel(count: number) {
  const trackRef = useRef<HTMLUListElement | null>(null);
  const [index, setIndex] = useState(0);

  const isRtl = () => {
    const track = trackRef.current;
    return track ? getComputedStyle(track).direction === 'rtl' : false;
  };

  const onScroll = useCallback(() => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const shown = Math.round(Math.abs(track.scrollLeft) / track.clientWidth);
    setIndex(Math.min(Math.max(shown, 0), Math.max(count - 1, 0)));
  }, [count]);

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const next = Math.min(Math.max(target, 0), count - 1);
      const sign = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
      const left = sign * next * track.clientWidth;
      if (typeof track.scrollTo === 'function') {
        track.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
      } else {
        track.scrollLeft = left;
      }
      // The scroll event confirms it; set it now so the counter answers the key at once.
      setIndex(next);
    },
    [count],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = isRtl() ? 'ArrowLeft' : 'ArrowRight';
    const back = isRtl() ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: index + 1,
      [back]: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
  };

  // Fewer slides (a plate removed while open) never leaves the index past the end.
  useEffect(() => {
    if (index > 0 && index >= count) setIndex(Math.max(count - 1, 0));
  }, [count, index]);

  return { trackRef, index, goTo, onScroll, onKeyDown };
}
