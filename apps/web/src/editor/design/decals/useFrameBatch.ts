import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `run` with the latest value at most once per animation frame: a pointer that moves
 * several times between frames changes the document once, so a drag follows the pointer at
 * frame rate without queueing work the screen will never show. `flush` runs a pending value
 * at once (at the end of a gesture).
 */
export function useFrameBatch<Value>(run: (value: Value) => void): {
  push: (value: Value) => void;
  flush: () => void;
} {
  const latest = useRef<{ value: Value } | null>(null);
  const frame = useRef<number | null>(null);
  const runRef = useRef(run);
  runRef.current = run;

  const flush = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
    const pending = latest.current;
    latest.current = null;
    if (pending) runRef.current(pending.value);
  }, []);

  const push = useCallback(
    (value: Value) => {
      latest.current = { value };
      frame.current ??= requestAnimationFrame(flush);
    },
    [flush],
  );

  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return { push, flush };
}
