import type { PurchaseType } from '@atelier/schema';
import type { EditorStepsKey } from '../i18n';

/** The label of each purchase type in the steps' catalogue. */
export const PURCHASE_TYPE_KEYS: Readonly<Record<PurchaseType, EditorStepsKey>> = {
  'instant-purchase': 'purchaseInstant',
  'retail-preorder': 'purchasePreorder',
  sample: 'purchaseSample',
};
