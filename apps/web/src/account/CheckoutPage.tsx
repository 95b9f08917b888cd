import { checkCheckout } from '@atelier/domain';
import { Button, EmptyState, Skeleton } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { api } from '../api/endpoints';
import { queryKeys } from '../api/queries';
import type { Session } from '../api/types';
import { useMessage } from '../i18n/storefrontI18n';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';
import { RequireSession } from './access';
import { CheckoutForm } from './checkout/CheckoutForm';
import { useCheckoutText } from './checkout/i18n/useCheckoutText';
import './checkout/checkout.css';

function Checkout({ session }: { session: Session }) {
  const m = useMessage();
  const { t, ready } = useCheckoutText();
  usePageTitle(ready ? t('title') : '');
  const cart = useQuery({ queryKey: queryKeys.cart, queryFn: ({ signal }) => api.cart(signal) });
  if (cart.isPending || !ready) return <Skeleton height={320} />;
  if (cart.isError)
    return (
      <div role="alert" className="checkout-problem">
        <p>{t('loadFailed')}</p>
        <Button onClick={() => void cart.refetch()}>{t('retry')}</Button>
      </div>
    );
  const items = cart.data.data;
  const check = checkCheckout(items);
  if (!check.ok) {
    // 000 §5: checkout with an empty cart warns 'Your cart is empty' with Shop Now to /.
    return (
      <EmptyState
        page
        level={1}
        icon={<ShoppingBag />}
        title={m(check.message)}
        action={
          <LinkButton to="/" variant="primary">
            {m('cart.shopNow')}
          </LinkButton>
        }
      />
    );
  }
  return (
    <>
      <h1>{t('title')}</h1>
      <CheckoutForm t={t} session={session} items={items} subtotal={cart.data.subtotal} />
    </>
  );
}

/** 000 §2 /checkout, the target of Order Now (issue 16): ordering requires login (000 §5). */
export function CheckoutPage() {
  return (
    <div className="page checkout-page">
      <RequireSession>{(session) => <Checkout session={session} />}</RequireSession>
    </div>
  );
}
