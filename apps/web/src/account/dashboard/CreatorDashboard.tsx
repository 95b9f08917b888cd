import type { CreatorDashboard as Dashboard } from '@atelier/schema';
import { Button, EmptyState, Skeleton } from '@atelier/ui';
import { AlertTriangle, LayoutDashboard } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useViewer } from '../../api/queries';
import { LinkButton } from '../../lib/LinkButton';
import { usePageTitle } from '../../lib/usePageTitle';
import { useMoney } from '../../money/useMoney';
import { DashboardTable } from './DashboardTable';
import { useDashboardText } from './i18n/useDashboardText';
import { useDashboard } from './useDashboard';
import './dashboard.css';

// The chart library is large: it loads with the chart, never with the storefront.
const SalesChart = lazy(() => import('./SalesChart'));
// Issue 18: the Shop section (its form and texts) loads with the section.
const ShopSettings = lazy(() => import('./shop/ShopSettings').then((m) => ({ default: m.ShopSettings })));

/** The creator's shop editor (issue 18), below their figures. */
function ShopSection({ atName }: { atName: string }) {
  const session = useViewer();
  if (!session) return null;
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <ShopSettings userId={session.user.id} atName={atName} />
    </Suspense>
  );
}

function SummaryCards({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useDashboardText();
  const money = useMoney();
  const { totals } = dashboard;
  const cards = [
    { key: 'units', label: t('cardUnits'), value: String(totals.unitsSold) },
    { key: 'revenue', label: t('cardRevenue'), value: money(totals.revenue) },
    { key: 'profit', label: t('cardProfit'), value: money(totals.profit), hint: t('profitHint') },
    { key: 'orders', label: t('cardOrders'), value: String(totals.orders) },
    {
      key: 'creations',
      label: t('cardCreations'),
      value: String(totals.creations),
      hint: t('creationsDetail', { published: totals.published, drafts: totals.drafts }),
    },
  ];
  return (
    <dl className="dashboard-cards">
      {cards.map((card) => (
        <div key={card.key} className="dashboard-card" data-testid={`dashboard-card-${card.key}`}>
          <dt>{card.label}</dt>
          <dd className="dashboard-card__value">{card.value}</dd>
          {card.hint && <dd className="dashboard-card__hint">{card.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

function ChartSection({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useDashboardText();
  const money = useMoney();
  const days = dashboard.sales.length;
  const units = dashboard.sales.reduce((sum, day) => sum + day.units, 0);
  const revenue = dashboard.sales.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-chart-title">
      <h2 id="dashboard-chart-title">{t('chartTitle', { days })}</h2>
      {units === 0 ? (
        <p className="page-note">{t('chartEmpty', { days })}</p>
      ) : (
        <figure className="dashboard-chart" data-testid="sales-chart">
          <Suspense
            fallback={
              <div role="status" aria-label={t('chartLoading')}>
                <Skeleton height={260} />
              </div>
            }
          >
            <SalesChart sales={dashboard.sales} />
          </Suspense>
          <figcaption className="dashboard-visually-hidden">
            {t('chartSummary', { units, revenue: money(revenue), days })}
          </figcaption>
        </figure>
      )}
    </section>
  );
}

/** The creator dashboard (issue 16): summary cards, the sales chart and the creations table. */
export function CreatorDashboard({ atName }: { atName: string }) {
  const { t, ready } = useDashboardText();
  const dashboard = useDashboard();
  usePageTitle(ready ? t('title') : '');
  if (!ready || dashboard.isPending) {
    return (
      <div className="page" aria-busy="true">
        <Skeleton height={32} width={220} />
        <Skeleton height={110} />
        <Skeleton height={280} />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <div className="page">
        <EmptyState
          page
          level={1}
          icon={<AlertTriangle />}
          title={t('loadFailed')}
          action={
            <Button variant="primary" onClick={() => void dashboard.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          <p>{dashboard.error.message}</p>
        </EmptyState>
      </div>
    );
  }
  const data = dashboard.data;
  return (
    <div className="page dashboard">
      <header className="dashboard__header">
        <h1>{t('title')}</h1>
        <p className="page-note">{t('intro')}</p>
      </header>
      {data.creations.length === 0 ? (
        <EmptyState
          page
          level={2}
          icon={<LayoutDashboard />}
          title={t('emptyTitle')}
          action={
            <LinkButton to="/prebuilds" variant="primary">
              {t('emptyAction')}
            </LinkButton>
          }
        >
          <p>{t('emptyText')}</p>
        </EmptyState>
      ) : (
        <>
          <SummaryCards dashboard={data} />
          <ChartSection dashboard={data} />
          <DashboardTable creations={data.creations} atName={atName} />
        </>
      )}
      <ShopSection atName={atName} />
    </div>
  );
}
