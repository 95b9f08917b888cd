/**
 * Issue 20: what this device remembers of a guest's designs: each design's write token (the
 * only way to change it, docs/decisions.md) and, per creation, the last design saved here, so
 * saving again updates the same link. localStorage: it outlives the tab, as a saved thing should.
 */

const tokenKey = (designId: string) => `atelier.designToken.${designId}`;
const lastKey = (creationId: string) => `atelier.design.${creationId}`;

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
