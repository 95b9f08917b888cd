import { type FeatureText, useFeatureTexts } from '../../../i18n/useFeatureTexts';
import type { DashboardTextKey } from './en';
import { DASHBOARD_NAMESPACE, loadDashboardTexts } from './index';

export type DashboardText = FeatureText<DashboardTextKey>;

/** The dashboard's texts in the current language (the page is lazily loaded, so its texts
 * travel with it). */
export const useDashboardText = () =>
  useFeatureTexts<DashboardTextKey>(DASHBOARD_NAMESPACE, loadDashboardTexts);
