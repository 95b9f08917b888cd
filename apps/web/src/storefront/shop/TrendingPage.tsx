import { useTranslation } from '@atelier/ui';
import { useMessage } from '../../i18n/storefrontI18n';
import { usePageTitle } from '../../lib/usePageTitle';
import { RequireSession } from '../../account/access';
import { CreationGrid } from '../grid/CreationGrid';

/** 000 §2 /trending: signed-in users only. */
export function TrendingPage() {
  const { t } = useTranslation();
  const m = useMessage();
  usePageTitle(m('tab.trending'));
  return (
    <RequireSession>
      <div className="page page--wide">
        <div className="page-heading">
          <div>
            <h1>{t('trending.title')}</h1>
            <p className="page-lead">{t('trending.text')}</p>
          </div>
        </div>
        <CreationGrid filter={{ tab: 'trending' }} label={t('trending.title')} />
      </div>
    </RequireSession>
  );
}
