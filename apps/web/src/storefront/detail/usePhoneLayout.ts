import { useSyncExternalStore } from 'react';

/** Issue 18: the creation's page lays out for a phone at this width and below. */
export const PHONE_MAX_WIDTH = 768;

const QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

const subscribe = (onChange: () => void) => {
  const query = media();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** Whether the window is a phone's (768 px or narrower), following resizes and rotations. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
