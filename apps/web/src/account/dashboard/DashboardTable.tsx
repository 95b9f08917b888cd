import { mediaSrc } from '@atelier/domain';
import type { DashboardCreation } from '@atelier/schema';
import { ProgressBar } from '@atelier/ui';
import { Link } from 'react-router';
import { useMessage } from '../../i18n/storefrontI18n';
import { useMoney } from '../../money/useMoney';
import { useDashboardText } from './i18n/useDashboardText';

const PREORDER_MESSAGES = {
  available: 'preorder.available',
  notEnough: 'preorder.notEnough',
  goalReached: 'preorder.goalReached',
  inProgress: 'preorder.inProgress',
  ended: 'preorder.ended',
} as const;

function Progress({ creation }: { creation: DashboardCreation }) {
  const { t } = useDashboardText();
  const m = useMessage();
  const { preorder } = creation;
  if (!preorder.isPreorder) return <span className="dashboard-muted">{m('preorder.available')}</span>;
  const ordered = t('ordered', { ordered: preorder.ordered, minimum: preorder.minimum });
  return (
    <ProgressBar
      value={preorder.barPercent}
      label={t('colProgress')}
      valueText={ordered}
      tone={preorder.ordered >= preorder.minimum ? 'success' : 'accent'}
      start={m(PREORDER_MESSAGES[preorder.kind])}
      end={`${ordered} · ${preorder.open ? t('daysLeft', { count: preorder.daysRemaining }) : t('ended')}`}
    />
  );
}

/** The creator's creations: state, kind, pre-order progress, units, revenue and profit. */
export function DashboardTable({ creations, atName }: { creations: DashboardCreation[]; atName: string }) {
  const { t } = useDashboardText();
  const money = useMoney();
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-table-title">
      <h2 id="dashboard-table-title">{t('tableTitle')}</h2>
      <div className="dashboard-table__scroll">
        <table className="dashboard-table" data-testid="dashboard-table">
          <thead>
            <tr>
              <th scope="col">{t('colCreation')}</th>
              <th scope="col">{t('colStatus')}</th>
              <th scope="col">{t('colProgress')}</th>
              <th scope="col" className="dashboard-num">
                {t('colUnits')}
              </th>
              <th scope="col" className="dashboard-num">
                {t('colRevenue')}
              </th>
              <th scope="col" className="dashboard-num">
                {t('colProfit')}
              </th>
            </tr>
          </thead>
          <tbody>
            {creations.map((creation) => (
              <tr key={creation.id} data-testid="dashboard-row">
                <th scope="row">
                  <Link
                    className="dashboard-creation"
                    to={`/${atName}/creation?creation_id=${encodeURIComponent(creation.id)}`}
                  >
                    <img src={mediaSrc(creation.coverUrl ?? undefined, 100)} alt="" width={40} height={50} />
                    <span>{creation.name || creation.id}</span>
                  </Link>
                </th>
                <td>
                  <span className="dashboard-badges">
                    <span className="dashboard-badge" data-state={creation.state}>
                      {t(creation.state)}
                    </span>
                    <span className="dashboard-badge" data-state="kind">
                      {creation.preorder.isPreorder ? t('preorder') : t('instant')}
                    </span>
                  </span>
                </td>
                <td className="dashboard-progress">
                  <Progress creation={creation} />
                </td>
                <td className="dashboard-num">{creation.unitsSold}</td>
                <td className="dashboard-num">{money(creation.revenue)}</td>
                <td className="dashboard-num">
                  <span data-negative={creation.profit < 0 || undefined}>{money(creation.profit)}</span>
                  <span className="dashboard-muted dashboard-per-piece">
                    {t('perPiece', { amount: money(creation.profitPerPiece) })}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
