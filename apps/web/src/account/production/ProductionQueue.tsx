import { ORDER_STATUSES } from '@atelier/domain';
import { Button, EmptyState, Skeleton } from '@atelier/ui';
import { ClipboardList, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';
import { useProductionText } from './i18n/useProductionText';
import { OrderLineCard } from './OrderLineCard';
import './production.css';
import { type QueueStatusFilter, useProductionQueue } from './useProduction';

/** The status tabs: All, then every status that has orders (and the one chosen). */
function StatusTabs({
  counts,
  value,
  onChange,
}: {
  counts: Record<string, number>;
  value: QueueStatusFilter;
  onChange: (status: QueueStatusFilter) => void;
}) {
  const { t } = useProductionText();
  const shown = ORDER_STATUSES.filter((status) => (counts[status] ?? 0) > 0 || status === value);
  const tab = (status: QueueStatusFilter, label: string, count: number) => (
    <button
      key={status ?? 'all'}
      type="button"
      className="production-tab"
      aria-pressed={value === status}
      onClick={() => onChange(status)}
    >
      <span>{label}</span>
      <span className="production-tab__count">{count}</span>
    </button>
  );
  return (
    <div className="production-tabs" role="group" aria-label={t('filterLabel')}>
      {tab(undefined, t('all'), counts.all ?? 0)}
      {shown.map((status) => tab(status, t(`status.${status}`), counts[status] ?? 0))}
    </div>
  );
}

/** The queue of one producer, by prebuild and creation, with its status filter. */
export function ProductionQueue({ atName, producerName }: { atName: string; producerName: string }) {
  const { t, ready } = useProductionText();
  const [status, setStatus] = useState<QueueStatusFilter>(undefined);
  const queue = useProductionQueue(atName, status, ready);
  usePageTitle(ready ? t('title') : '');
  if (!ready || queue.isPending)
    return (
      <div className="page page--wide" aria-busy="true">
        <Skeleton height={48} />
        <Skeleton height={320} />
      </div>
    );
  if (queue.isError || !queue.data)
    return (
      <EmptyState
        page
        level={1}
        icon={<TriangleAlert />}
        title={t('loadError')}
        action={
          <Button variant="primary" onClick={() => void queue.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  const { counts, groups } = queue.data;
  return (
    <div className="page page--wide production-page">
      <div className="page-heading">
        <div>
          <h1>{t('title')}</h1>
          <p className="page-lead">{t('intro', { producer: producerName })}</p>
        </div>
      </div>
      <StatusTabs counts={counts} value={status} onChange={setStatus} />
      <div aria-live="polite" aria-busy={queue.isFetching}>
        {groups.length === 0 ? (
          <EmptyState
            level={2}
            icon={<ClipboardList />}
            title={status ? t('emptyFilteredTitle') : t('emptyTitle')}
          >
            <p>{status ? t('emptyFilteredText') : t('emptyText')}</p>
          </EmptyState>
        ) : (
          groups.map((group) => (
            <section key={group.prebuild?.id ?? 'none'} className="production-group">
              <h2>{group.prebuild?.name ?? t('otherPrebuild')}</h2>
              {group.creations.map((creation) => (
                <section
                  key={creation.id}
                  className="production-creation"
                  aria-labelledby={`pc-${creation.id}`}
                >
                  <header className="production-creation__head">
                    {creation.cover && <img src={creation.cover} alt="" width={56} height={56} />}
                    <div>
                      <h3 id={`pc-${creation.id}`}>{creation.name}</h3>
                      <p className="page-note">{t('byCreator', { name: creation.creator.name })}</p>
                    </div>
                  </header>
                  <ul className="production-lines">
                    {creation.orders.map((line) => (
                      <OrderLineCard
                        key={line.id}
                        atName={atName}
                        line={line}
                        creationName={creation.name}
                        prints={group.prebuild?.prints ?? false}
                      />
                    ))}
                  </ul>
                </section>
              ))}
            </section>
          ))
        )}
      </div>
    </div>
  );
}
