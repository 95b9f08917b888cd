/** The i18next namespace of the shopper's customisation on a creation's page (issue 17). */
export const DETAIL_CUSTOMISE_NAMESPACE = 'detailCustomise';
