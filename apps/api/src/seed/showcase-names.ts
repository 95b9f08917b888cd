/**
 * The demo store's showcase creations (issue 17), by the capability each one shows. A
 * module of its own without imports, so the web app's e2e tests can import it
 * (`../../api/src/seed/showcase-names`) and find the pieces by name through the API.
 * All are @mei's (creator@atelier.test), published and public.
 */
export const SHOWCASE = {
  /** Colourways a shopper may change: 'Body' (four options) and 'Trims' (three). */
  colourways: 'Colourway Crew Tee',
  /** A pre-order whose only colourway is creator-only (enabledEditForRoles ['creator']). */
  creatorOnlyColourway: 'Studio Colourway Cap',
  /** Variations: hood on or off, kangaroo pocket on or off. */
  variations: 'Hood On or Off Hoodie',
  /** Placed decals with masks; one the shopper may edit, decals.setup.free_decal 1. */
  decals: 'Masked Decal Tee',
  /** A made-to-order form with all twelve field types in three sections. */
  form: 'Made-to-measure Hoodie',
} as const;

export type ShowcaseCapability = keyof typeof SHOWCASE;

/** The showcase creations' creator (at_name). */
export const SHOWCASE_CREATOR = 'mei';
