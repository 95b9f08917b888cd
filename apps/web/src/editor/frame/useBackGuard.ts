import { useEffect, useRef } from 'react';

/** Marks the history entry the guard adds on top of the editor's own (same address). */
const TRAP = '__atelierLeaveGuard';

const isTrap = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[TRAP] === true;

/**
 * Guards the browser's Back button without a data router (whose useBlocker would push the
 * storefront's first bundle over its budget): while `armed`, the editor's history entry has a
 * copy of itself on top. Back lands on the original (same address, so the router keeps the
 * editor as it is) and `onBack` asks; `stay()` puts the copy back, `leave()` goes back for
 * real. Disarmed, a Back that lands on the original just carries on to the page before.
 */
export function useBackGuard(armed: boolean, onBack: () => void): { stay: () => void; leave: () => void } {
  const armedRef = useRef(armed);
  const onBackRef = useRef(onBack);
  // Whether the current history entry is the copy (true after a reload on it, too).
  const onCopyRef = useRef(isTrap(window.history.state));
  const leavingRef = useRef(false);
  armedRef.current = armed;
  onBackRef.current = onBack;

  const pushCopy = () => {
    window.history.pushState(
      { ...(window.history.state as object | null), [TRAP]: true },
      '',
      window.location.href,
    );
    onCopyRef.current = true;
  };

  useEffect(() => {
    if (armed && !onCopyRef.current) pushCopy();
  }, [armed]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      const cameFromCopy = onCopyRef.current;
      onCopyRef.current = isTrap(event.state);
      if (onCopyRef.current || !cameFromCopy || leavingRef.current) return;
      // Back from the copy to the editor's own entry: ask, or (nothing unsaved) carry on.
      if (armedRef.current) onBackRef.current();
      else window.history.back();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  return {
    stay: pushCopy,
    leave: () => {
      leavingRef.current = true;
      window.history.back();
    },
  };
}
