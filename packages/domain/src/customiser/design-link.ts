/**
 * Issue 20: where a saved design opens: its creation's page (000 §2
 * `/{at_name}/creation?creation_id={id}`) with `&design={id}`. The link
 * carries the id only, never the answers (a design is private to whoever holds the link).
 */

const DESIGN_ID = /^dg_[0-9a-hjkmnp-tv-z]{32}$/;

/** The path of a creation's page with a design applied, e.g. `/ada/creation?creation_id=cr_1&design=dg_…`. */
export function designPath(atName: string, creationId: string, designId: string): string {
  const handle = atName.replace(/^@/, '');
  return `/${encodeURIComponent(handle)}/creation?creation_id=${encodeURIComponent(creationId)}&design=${designId}`;
}

/** The design id a page's `design` parameter asks for, or null when there is none or it is not one. */
export function designIdOf(param: string | null | undefined): string | null {
  return param && DESIGN_ID.test(param) ? param : null;
}

/** Saved designs a member keeps at most (the oldest must go before another is saved). */
export const MAX_SAVED_DESIGNS = 200;
