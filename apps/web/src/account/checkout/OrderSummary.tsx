import type { CartQuantity } from '@atelier/schema';
import type { CartItem } from '../../api/types';
import { useMoney } from '../../money/useMoney';
import { snapshotFormFields } from '@atelier/domain';
import { LineAnswers } from '../cart/LineAnswers';
import type { CheckoutText } from './i18n/useCheckoutText';

const sizesOf = (quantity: CartQuantity) =>
  (Array.isArray(quantity) ? quantity : [quantity]).filter((entry) => entry.amount > 0);

/**
 * Issue 16 order summary: every cart line with its sizes, answers and the server's price
 * (the cart's prices are computed on the server; placing recomputes them again), the
 * subtotal, and 000 §9's statements: prices exclude shipping, and the refund policy.
 */
export function OrderSummary({
  t,
  items,
  subtotal,
}: {
  t: CheckoutText;
  items: CartItem[];
  subtotal: number;
}) {
  const money = useMoney();
  return (
    <div className="checkout-summary">
      <ul className="checkout-lines">
        {items.map((item) => {
          const quantity = item.quantity as CartQuantity;
          return (
            <li key={item.id} className="checkout-line" data-testid="checkout-line">
              <div>
                <strong>{item.creation?.name ?? item.creation_id}</strong>
                {item.type === 'sample' && <span className="checkout-tag">{t('sample')}</span>}
                {item.type === 'retail-preorder' && <span className="checkout-tag">{t('preorder')}</span>}
                <div className="checkout-muted">
                  {sizesOf(quantity)
                    .map((entry) => `${t('size', { size: entry.size })} × ${entry.amount}`)
                    .join(' · ')}
                </div>
                <LineAnswers
                  answers={item.properties}
                  fields={snapshotFormFields(item.creationFullSnapshot)}
                  label={t('answers')}
                />
              </div>
              <span className="price">{money(item.price)}</span>
            </li>
          );
        })}
      </ul>
      <div className="checkout-subtotal">
        <span>{t('subtotal')}</span>
        <span className="price" data-testid="checkout-subtotal">
          {money(subtotal)}
        </span>
      </div>
      <p className="checkout-muted">{t('pricesExcludeShipping')}</p>
      <p className="checkout-muted">{t('refundPolicy')}</p>
    </div>
  );
}
