import { CreditCard, Landmark } from 'lucide-react';
import type { CheckoutProvider } from './checkoutApi';
import type { CheckoutText } from './i18n/useCheckoutText';

/**
 * The checkout's Payment section: how this shop takes payment, as the server says
 * (GET /api/checkout/options). Bank transfer / FPS, or a card on Stripe's hosted page (the shop
 * never sees card details, so the page has no card fields).
 */
export function PaymentChoice({
  t,
  provider,
  hasPreorder,
}: {
  t: CheckoutText;
  provider: CheckoutProvider;
  hasPreorder: boolean;
}) {
  const card = provider === 'stripe';
  return (
    <label className="checkout-payment">
      <input type="radio" name="checkout-payment" value={provider} checked readOnly />
      {card ? <CreditCard aria-hidden /> : <Landmark aria-hidden />}
      <span>
        <strong>{card ? t('cardStripe') : t('bankTransfer')}</strong>
        <br />
        <span className="checkout-muted">{card ? t('cardStripeNext') : t('bankTransferNext')}</span>
        {hasPreorder && (
          <>
            <br />
            <span className="checkout-muted">{card ? t('cardStripePreorderNext') : t('preorderNext')}</span>
          </>
        )}
      </span>
    </label>
  );
}
