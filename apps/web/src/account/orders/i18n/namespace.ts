/** The i18next namespace of the buyer's order pages (/orders and /orders/{id}). */
export const ORDERS_NAMESPACE = 'orders';
