/** The i18next namespace of a creation's page on a phone: its gallery and buy bar (issue 18). */
export const DETAIL_PHONE_NAMESPACE = 'detailPhone';
