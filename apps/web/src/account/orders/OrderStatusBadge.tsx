import type { OrderStatus } from './ordersApi';
import { useOrdersText } from './i18n/useOrdersText';

/** Where a status stands, for its colour: waiting on someone, moving, done or ended. */
const TONE: Record<OrderStatus, 'waiting' | 'moving' | 'done' | 'ended'> = {
  placed: 'waiting',
  awaiting_payment: 'waiting',
  awaiting_goal: 'waiting',
  paid: 'moving',
  goal_reached: 'moving',
  in_production: 'moving',
  shipped: 'moving',
  delivered: 'done',
  cancelled: 'ended',
  refunded: 'ended',
};

/** An order's status in words, coloured by where it stands (the words carry the meaning). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t, ready } = useOrdersText();
  if (!ready) return null;
  return (
    <span className="order-status" data-tone={TONE[status]} data-status={status}>
      {t(`status_${status}`)}
    </span>
  );
}
