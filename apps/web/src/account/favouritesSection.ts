import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The id of the profile's favourites section: `/{at_name}#favourites` leads to it. */
export const FAVOURITES_SECTION_ID = 'favourites';
/** The id of the section's heading, which takes the focus when the address leads there. */
export const FAVOURITES_HEADING_ID = 'favourites-title';

/** Where the toast's 'All favas' leads (000 §4): the user's own profile, at their favourites. */
export const favouritesPath = (atName: string): string => `/${atName}#${FAVOURITES_SECTION_ID}`;

/**
 * Scrolls to the favourites section and focuses its heading when the address ends with
 * `#favourites`, once `ready` (what sits above it has its final height). React Router does
 * not follow a hash on client navigation; focusing the heading tells keyboard and screen
 * reader users where they landed. Runs again for each navigation (the location's key), so
 * 'All favas' followed from the profile itself scrolls back down too.
 */
export function useScrollToFavourites(ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${FAVOURITES_SECTION_ID}`) return;
    // A frame later: the layout scrolls a new page to the top in its own effect, which runs
    // after this one (parents' effects run after their children's).
    const frame = requestAnimationFrame(() => {
      document.getElementById(FAVOURITES_SECTION_ID)?.scrollIntoView({ block: 'start' });
      document.getElementById(FAVOURITES_HEADING_ID)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, hash, key]);
}
