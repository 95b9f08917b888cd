/**
 * The English texts of discovery (issue 18): the header search, the shop's filter chips, the
 * creators page and the Following tab's suggestions. The specification quotes none of them;
 * they follow the shop's voice elsewhere. Every language follows this catalogue.
 */
export const en = {
  searching: 'Searching…',
  seeAll: 'See all results for “{{query}}”',
  suggestionsTitle: 'Try a category',
  keyboardHint: 'Use ↑ and ↓ to choose, Enter to open.',
  resultsLabel: 'Search results',
  activeFilters: 'Active filters',
  searchChip: 'Search: {{query}}',
  removeFilter: 'Remove {{name}}',
  clearAll: 'Clear all',
  followingEmptyTitle: 'Your Following tab is empty',
  followingNoWorkTitle: 'Nothing new from the people you follow',
  suggestedCreators: 'Creators you might like',
  followName: 'Follow {{name}}',
  following: 'Following',
  showFollowing: 'Show their work',
  recentWorkOf: 'Recent work of {{name}}',
  noWorkYet: 'No public work yet.',
  loadMore: 'Show more creators',
  loadFailed: 'The creators could not load. Check your connection and try again.',
  retry: 'Try again',
  followFailed: 'Following did not work. Please try again.',
} as const;

/** A key of the discovery catalogue. */
export type DiscoveryTextKey = keyof typeof en;

/** A translation: every key of the English catalogue, each a text. */
export type DiscoveryCatalogue = { readonly [Key in DiscoveryTextKey]: string };
