/** The i18next namespace of saved designs (issue 20). */
export const DESIGNS_NAMESPACE = 'designs';
