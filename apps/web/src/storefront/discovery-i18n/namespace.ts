/** The i18next namespace of search, the shop's filter chips, the creators page and follow suggestions. */
export const DISCOVERY_NAMESPACE = 'discovery';
