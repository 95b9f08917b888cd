import { Button, Skeleton, TextField } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../api/queries';
import type { CartItem, Session } from '../../api/types';
import { AddressBook } from './AddressBook';
import { CHECKOUT_OPTIONS_KEY, CheckoutApiError, checkoutApi, issuesByField } from './checkoutApi';
import type { CheckoutText } from './i18n/useCheckoutText';
import { leavePage } from './leavePage';
import { OrderSummary } from './OrderSummary';
import { PaymentChoice } from './PaymentChoice';
import { useIdempotencyKey } from './useIdempotencyKey';

/**
 * Issue 16 /checkout with a cart: address book, contact (from the session), the order summary
 * from the server's prices, the payment method and Place order. One idempotency key per
 * attempt: a retry or a reload sends the same key, so a double click never places twice.
 */
export function CheckoutForm({
  t,
  session,
  items,
  subtotal,
}: {
  t: CheckoutText;
  session: Session;
  items: CartItem[];
  subtotal: number;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const key = useIdempotencyKey();
  const [addressId, setAddressId] = useState<string | null>(null);
  const [contact, setContact] = useState({ name: session.user.name, email: session.user.email, phone: '' });
  const [contactErrors, setContactErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const hasPreorder = items.some((item) => item.type === 'retail-preorder');
  const options = useQuery({
    queryKey: CHECKOUT_OPTIONS_KEY,
    queryFn: checkoutApi.options,
    staleTime: Infinity,
  });
  const [leaving, setLeaving] = useState(false);
  // Back from Stripe's page, the browser may show this page from its cache: usable again.
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);

  const place = useMutation({
    mutationFn: () => {
      if (!addressId) throw new Error(t('chooseAddress'));
      const phone = contact.phone.trim();
      return checkoutApi.placeOrder(key.current(), {
        addressId,
        contact: { name: contact.name, email: contact.email, ...(phone ? { phone } : {}) },
      });
    },
    onMutate: () => {
      setProblem(null);
      setContactErrors({});
    },
    onSuccess: async (answer) => {
      key.clear();
      client.removeQueries({ queryKey: queryKeys.cart });
      if (answer.payment.kind === 'redirect' && answer.payment.url) {
        // Stripe's hosted Checkout; it comes back to the first order's page (or /checkout).
        setLeaving(true);
        leavePage.assign(answer.payment.url);
        return;
      }
      const [first] = answer.orders;
      await navigate(first ? `/orders/${encodeURIComponent(first.id)}?placed=1` : '/orders');
    },
    onError: (error) => {
      // A refused body was not placed: nothing is stored under the key, so a retry may reuse it.
      // A key the server already used for another body is dropped, so the next try is new.
      if (error instanceof CheckoutApiError && error.code === 'idempotency_key_reused') key.clear();
      if (error instanceof CheckoutApiError) {
        setContactErrors(issuesByField(error.issues, 'contact.'));
        if (error.code === 'cart_empty' || error.status === 422)
          void client.invalidateQueries({ queryKey: queryKeys.cart });
      }
      setProblem(addressId ? t('placeFailed', { message: error.message }) : error.message);
    },
  });

  const contactField = (
    name: 'name' | 'email' | 'phone',
    label: string,
    autoComplete: string,
    type = 'text',
  ) => (
    <TextField
      label={label}
      name={`contact-${name}`}
      type={type}
      autoComplete={autoComplete}
      value={contact[name]}
      error={contactErrors[name]}
      onChange={(event) => setContact((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <div className="checkout-grid">
      <div className="checkout-main">
        <section className="checkout-section" aria-labelledby="checkout-address">
          <h2 id="checkout-address">{t('addressHeading')}</h2>
          <AddressBook t={t} selected={addressId} onSelect={setAddressId} />
        </section>
        <section className="checkout-section" aria-labelledby="checkout-contact">
          <h2 id="checkout-contact">{t('contactHeading')}</h2>
          <div className="checkout-fields">
            {contactField('name', t('contactName'), 'name')}
            {contactField('email', t('contactEmail'), 'email', 'email')}
            {contactField('phone', t('contactPhone'), 'tel', 'tel')}
          </div>
        </section>
        <section className="checkout-section" aria-labelledby="checkout-payment">
          <h2 id="checkout-payment">{t('paymentHeading')}</h2>
          {options.isPending ? (
            <Skeleton height={72} />
          ) : options.isError ? (
            <div role="alert" className="checkout-problem">
              <p>{t('loadFailed')}</p>
              <Button onClick={() => void options.refetch()}>{t('retry')}</Button>
            </div>
          ) : (
            <PaymentChoice t={t} provider={options.data.provider} hasPreorder={hasPreorder} />
          )}
        </section>
      </div>
      <aside className="checkout-section checkout-aside" aria-labelledby="checkout-summary">
        <h2 id="checkout-summary">{t('summaryHeading')}</h2>
        <OrderSummary t={t} items={items} subtotal={subtotal} />
        {problem && (
          <p role="alert" className="checkout-error">
            {problem}
          </p>
        )}
        <Button
          variant="primary"
          fullWidth
          loading={place.isPending || leaving}
          disabled={place.isPending || leaving}
          aria-busy={place.isPending || leaving || undefined}
          onClick={() => {
            if (!place.isPending && !leaving) place.mutate();
          }}
        >
          {leaving ? t('redirecting') : place.isPending ? t('placing') : t('placeOrder')}
        </Button>
      </aside>
    </div>
  );
}
