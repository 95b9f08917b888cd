/** The i18next namespace of the customer form (its own texts and the domain messages it shows). */
export const CUSTOMISE_NAMESPACE = 'customise';
