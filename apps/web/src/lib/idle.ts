import { startTransition, useEffect, useState } from 'react';

let idle: Promise<void> | undefined;
let reached = false;

/**
 * Resolves once the page has loaded and the browser has a quiet moment: the first screen is
 * painted and its images are in. What is not part of the first screen (the header's menus,
 * the daily notice) waits for this, so it never competes with the first paint for the
 * network or the main thread. `requestIdleCallback` gives up waiting after a second.
 */
export function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const done = () => {
      reached = true;
      resolve();
    };
    const afterLoad = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 1000 });
      else setTimeout(done, 50);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return idle;
}

/** False until `whenIdle` resolves (true at once afterwards, e.g. on later pages); the change is a transition. */
export function useIdle(): boolean {
  const [ready, setReady] = useState(reached);
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    void whenIdle().then(() => {
      // What waited renders in short slices: the main thread stays free for input.
      if (mounted) startTransition(() => setReady(true));
    });
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}
