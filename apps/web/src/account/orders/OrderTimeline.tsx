import { Truck } from 'lucide-react';
import { useOrdersText, type OrdersText } from './i18n/useOrdersText';
import type { OrderDetail } from './ordersApi';
import { useOrderDates } from './useOrderDates';

type Entry = OrderDetail['timeline'][number];

function whoMadeIt(entry: Entry, t: OrdersText): string {
  if (entry.actor === 'buyer') return t('byYou');
  if (entry.actor === 'producer')
    return entry.actorName ? t('byProducer', { name: entry.actorName }) : t('byTheProducer');
  return t('bySystem');
}

/** The tracking a 'ship' transition recorded, when it did. */
function trackingOf(entry: Entry): { carrier: string; number: string } | null {
  const tracking = entry.data.tracking as { carrier?: unknown; number?: unknown } | undefined;
  return typeof tracking?.carrier === 'string' && typeof tracking.number === 'string'
    ? { carrier: tracking.carrier, number: tracking.number }
    : null;
}

/**
 * Every status change of the order, oldest first, as a vertical line: what it became, when
 * (in the reader's language and time zone) and who made the change.
 */
export function OrderTimeline({ timeline }: { timeline: OrderDetail['timeline'] }) {
  const { t, ready } = useOrdersText();
  const dates = useOrderDates();
  if (!ready) return null;
  return (
    <ol className="order-timeline" aria-label={t('timeline')}>
      {timeline.map((entry, index) => {
        const tracking = trackingOf(entry);
        return (
          <li
            key={entry.seq}
            className="order-timeline__entry"
            data-status={entry.to}
            aria-current={index === timeline.length - 1 ? 'step' : undefined}
          >
            <span className="order-timeline__dot" aria-hidden />
            <span className="order-timeline__title">
              {entry.event === 'place' ? t('placed') : t(`status_${entry.to}`)}
            </span>
            <span className="order-timeline__meta">
              <time dateTime={entry.at}>{dates.moment(entry.at)}</time> · {whoMadeIt(entry, t)}
            </span>
            {tracking && (
              <span className="order-timeline__tracking">
                <Truck aria-hidden size={16} />
                {t('tracking', tracking)}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
