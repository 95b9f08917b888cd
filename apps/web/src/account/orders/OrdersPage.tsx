import { mediaSrc } from '@atelier/domain';
import { Button, EmptyState, Skeleton } from '@atelier/ui';
import { AlertTriangle, Package } from 'lucide-react';
import { Link } from 'react-router';
import { LinkButton } from '../../lib/LinkButton';
import { usePageTitle } from '../../lib/usePageTitle';
import { useMoney } from '../../money/useMoney';
import { RequireSession } from '../access';
import { useOrdersText } from './i18n/useOrdersText';
import { OrderStatusBadge } from './OrderStatusBadge';
import { type OrderSummary, useOrderList } from './ordersApi';
import { useOrderDates } from './useOrderDates';
import './orders.css';

function OrderRow({ order }: { order: OrderSummary }) {
  const { t } = useOrdersText();
  const money = useMoney();
  const dates = useOrderDates();
  return (
    <li>
      <Link to={`/orders/${encodeURIComponent(order.id)}`} className="order-row" data-testid="order-row">
        <img src={mediaSrc(order.creation?.image ?? undefined, 200)} alt="" width={56} height={70} />
        <span className="order-row__main">
          <span className="order-row__name">{order.creation?.name ?? t('unknownCreation')}</span>
          <span className="order-row__meta">
            {t('placedOn', { date: dates.day(order.createdAt) })} · {t('pieces', { count: order.pieces })}
            {order.kind === 'preorder' && ` · ${t('kindPreorder')}`}
            {order.kind === 'sample' && ` · ${t('kindSample')}`}
          </span>
        </span>
        <span className="order-row__end">
          <OrderStatusBadge status={order.status} />
          <span className="price">{money(order.total)}</span>
        </span>
      </Link>
    </li>
  );
}

function OrderList() {
  const { t, ready } = useOrdersText();
  const list = useOrderList(true);
  if (!ready || list.isPending) return <Skeleton height={240} />;
  if (list.isError)
    return (
      <EmptyState
        page
        level={2}
        icon={<AlertTriangle />}
        title={t('listFailed')}
        action={
          <Button variant="primary" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  const orders = list.data.pages.flatMap((page) => page.items);
  if (orders.length === 0)
    return (
      <EmptyState
        page
        level={2}
        icon={<Package />}
        title={t('emptyTitle')}
        action={
          <LinkButton to="/" variant="primary">
            {t('shopNow')}
          </LinkButton>
        }
      >
        <p>{t('emptyText')}</p>
      </EmptyState>
    );
  return (
    <>
      <ul className="order-list">
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} />
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="order-list__more">
          <Button
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            aria-label={list.isFetchingNextPage ? t('loadingMore') : undefined}
          >
            {t('loadMore')}
          </Button>
        </div>
      )}
    </>
  );
}

function OrdersTitle() {
  const { t, ready } = useOrdersText();
  usePageTitle(ready ? t('title') : '');
  return <h1>{ready ? t('title') : <Skeleton width={200} height={32} />}</h1>;
}

/** /orders: the buyer's orders, newest first, with status, creation, date and total. */
export function OrdersPage() {
  return (
    <RequireSession>
      {() => (
        <div className="page page--narrow">
          <OrdersTitle />
          <OrderList />
        </div>
      )}
    </RequireSession>
  );
}
