/**
 * Issue 20: what this device remembers of a guest's designs: each design's write token (the
 * only way to change it, docs/decisions.md) and, per creation, the last design saved here, so
 * saving again updates the same link. localStorage: it outlives the tab, as a saved thing should.
 */

const TOKEN_PREFIX = 'atelier.designToken.';
const LAST_PREFIX = 'atelier.design.';
const tokenKey = (designId: string) => `${TOKEN_PREFIX}${designId}`;
const lastKey = (creationId: string) => `${LAST_PREFIX}${creationId}`;

const get = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const set = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the design is saved all the same; its link is on screen.
  }
};

export const deviceToken = (designId: string): string | null => get(tokenKey(designId));

/** The design last saved on this device for a creation, or null. */
export const deviceDesignOf = (creationId: string): string | null => get(lastKey(creationId));

export function rememberDesign(creationId: string, designId: string, writeToken?: string): void {
  if (writeToken) set(tokenKey(designId), writeToken);
  set(lastKey(creationId), designId);
}

export function forgetDesign(creationId: string, designId: string): void {
  try {
    localStorage.removeItem(tokenKey(designId));
    if (get(lastKey(creationId)) === designId) localStorage.removeItem(lastKey(creationId));
  } catch {
    // Nothing to forget.
  }
}

/** Every storage key, or none when storage is blocked. */
const storageKeys = (): string[] => {
  try {
    return Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
  } catch {
    return [];
  }
};

/** The designs this device saved as a guest and can still change: what sign-in claims. */
export function deviceDesigns(): { id: string; token: string }[] {
  return storageKeys().flatMap((key) => {
    if (!key.startsWith(TOKEN_PREFIX)) return [];
    const token = get(key);
    return token ? [{ id: key.slice(TOKEN_PREFIX.length), token }] : [];
  });
}

/**
 * Forgets a design wherever this device keeps it (its token, and any creation's last design),
 * once it is an account's: the account lists it from then on.
 */
export function forgetDeviceDesign(designId: string): void {
  try {
    localStorage.removeItem(tokenKey(designId));
    for (const key of storageKeys())
      if (key.startsWith(LAST_PREFIX) && get(key) === designId) localStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}
