import { type FeatureText, useFeatureTexts } from '../../../../i18n/useFeatureTexts';
import type { ShopTextKey } from './en';
import { loadShopTexts, SHOP_NAMESPACE } from './index';

export type ShopText = FeatureText<ShopTextKey>;

/** The Shop section's texts in the current language (loaded with the section). */
export const useShopText = () => useFeatureTexts<ShopTextKey>(SHOP_NAMESPACE, loadShopTexts);
