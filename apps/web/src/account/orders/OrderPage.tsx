import { mediaSrc } from '@atelier/domain';
import { Button, EmptyState, Skeleton } from '@atelier/ui';
import { AlertTriangle, ArrowLeft, PartyPopper, SearchX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { LinkButton } from '../../lib/LinkButton';
import { usePageTitle } from '../../lib/usePageTitle';
import { RequireSession } from '../access';
import { useOrdersText } from './i18n/useOrdersText';
import { OrderActions } from './OrderActions';
import { OrderAddress, OrderLines, OrderPayment } from './OrderDetails';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { type OrderDetail, useOrder } from './ordersApi';
import { useOrderDates } from './useOrderDates';
import './orders.css';

function OrderHeader({ order }: { order: OrderDetail }) {
  const { t } = useOrdersText();
  const dates = useOrderDates();
  return (
    <header className="order-header">
      {order.creation ? (
        <Link to={order.creation.link} className="order-header__creation">
          <img
            src={mediaSrc(order.creation.image ?? undefined, 200)}
            alt={order.creation.name}
            width={72}
            height={90}
          />
        </Link>
      ) : null}
      <div className="order-header__text">
        <h1>{order.creation?.name ?? t('unknownCreation')}</h1>
        <p className="order-header__meta">
          {t('orderNumber', { id: order.id })} · {t('placedOn', { date: dates.day(order.createdAt) })}
          {order.kind === 'preorder' && ` · ${t('kindPreorder')}`}
          {order.kind === 'sample' && ` · ${t('kindSample')}`}
        </p>
      </div>
      <OrderStatusBadge status={order.status} />
    </header>
  );
}

function OrderView({ orderId }: { orderId: string }) {
  const { t, ready } = useOrdersText();
  const [search] = useSearchParams();
  const order = useOrder(orderId, true);
  usePageTitle(ready ? t('orderNumber', { id: orderId }) : '');
  if (!ready || order.isPending) return <Skeleton height={420} />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return missing ? (
      <EmptyState
        page
        level={1}
        icon={<SearchX />}
        title={t('notFoundTitle')}
        action={
          <LinkButton to="/orders" variant="primary">
            {t('allOrders')}
          </LinkButton>
        }
      >
        <p>{t('notFoundText')}</p>
      </EmptyState>
    ) : (
      <EmptyState
        page
        level={1}
        icon={<AlertTriangle />}
        title={t('orderFailed')}
        action={
          <Button variant="primary" onClick={() => void order.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  const detail = order.data;
  return (
    <>
      {search.get('placed') === '1' && (
        <div className="order-thanks" role="status">
          <PartyPopper aria-hidden />
          <div>
            <strong>{t('thankYouTitle')}</strong>
            <p>{t('thankYouText')}</p>
          </div>
        </div>
      )}
      <OrderHeader order={detail} />
      <OrderActions order={detail} />
      <div className="order-layout">
        <section className="order-section" aria-labelledby="order-timeline">
          <h2 id="order-timeline">{t('timeline')}</h2>
          <OrderTimeline timeline={detail.timeline} />
        </section>
        <div>
          <OrderLines order={detail} />
          <OrderPayment order={detail} />
          <OrderAddress order={detail} />
        </div>
      </div>
    </>
  );
}

function BackToOrders() {
  const { t, ready } = useOrdersText();
  return (
    <Link to="/orders" className="order-back">
      <ArrowLeft aria-hidden size={16} />
      {ready ? t('allOrders') : ''}
    </Link>
  );
}

/**
 * /orders/{id}: one of the buyer's orders with its status, a thank-you after placing
 * (`?placed=1`), the timeline, the lines, payment and address, and what the buyer may do.
 */
export function OrderPage() {
  const { orderId = '' } = useParams();
  return (
    <RequireSession>
      {() => (
        <div className="page page--narrow order-page">
          <BackToOrders />
          <OrderView orderId={orderId} />
        </div>
      )}
    </RequireSession>
  );
}
