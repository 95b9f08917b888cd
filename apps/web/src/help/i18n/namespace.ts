/** The i18next namespace of the footer's and the help pages' texts. */
export const HELP_NAMESPACE = 'help';
