import { type FeatureText, useFeatureTexts } from '../../i18n/useFeatureTexts';
import type { DiscoveryTextKey } from './en';
import { loadDiscoveryTexts } from './index';
import { DISCOVERY_NAMESPACE } from './namespace';

export type DiscoveryText = FeatureText<DiscoveryTextKey>;

/** Discovery's texts in the current language, loaded on first use. */
export const useDiscoveryText = () =>
  useFeatureTexts<DiscoveryTextKey>(DISCOVERY_NAMESPACE, loadDiscoveryTexts);
