import { useCallback } from 'react';

/**
 * Issue 16: one idempotency key per attempt to place the order, kept in sessionStorage so a
 * reload or a retry sends the same key (the server then answers the first result instead of
 * placing twice); a success clears it, so the next order gets a new one.
 */
const STORAGE_KEY = 'atelier.checkout.idempotencyKey';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function useIdempotencyKey() {
  const current = useCallback(() => {
    const store = storage();
    const kept = store?.getItem(STORAGE_KEY);
    if (kept) return kept;
    const key = newKey();
    store?.setItem(STORAGE_KEY, key);
    return key;
  }, []);
  const clear = useCallback(() => storage()?.removeItem(STORAGE_KEY), []);
  return { current, clear };
}
