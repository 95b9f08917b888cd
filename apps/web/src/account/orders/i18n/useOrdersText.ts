import { type FeatureText, useFeatureTexts } from '../../../i18n/useFeatureTexts';
import type { OrdersTextKey } from './en';
import { loadOrdersTexts } from './index';
import { ORDERS_NAMESPACE } from './namespace';

export type OrdersText = FeatureText<OrdersTextKey>;

/** The order pages' texts in the current language (the pages are their own chunk, so their
 * texts travel with them). */
export const useOrdersText = () => useFeatureTexts<OrdersTextKey>(ORDERS_NAMESPACE, loadOrdersTexts);
