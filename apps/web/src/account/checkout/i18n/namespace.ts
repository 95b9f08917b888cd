/** The i18next namespace of the checkout page's texts. */
export const CHECKOUT_NAMESPACE = 'checkout';
