import { checkCheckout } from '@atelier/domain';
import { EmptyState, Skeleton, useTranslation } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { api } from '../api/endpoints';
import { queryKeys } from '../api/queries';
import { useMessage } from '../i18n/storefrontI18n';
import { LinkButton } from '../lib/LinkButton';
import { NotOpenYet, RequireSession } from './access';

function CheckoutGate() {
  const { t } = useTranslation();
  const m = useMessage();
  const cart = useQuery({ queryKey: queryKeys.cart, queryFn: ({ signal }) => api.cart(signal) });
  if (cart.isPending) return <Skeleton height={200} />;
  const check = checkCheckout(cart.data?.data ?? []);
  if (!check.ok) {
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
  return <NotOpenYet page={t('pages.checkout')} />;
}

/** 000 §2 /checkout: the target of Order Now; an empty cart warns 'Your cart is empty' (000 §5). */
export function CheckoutPage() {
  return (
    <RequireSession>
      <CheckoutGate />
    </RequireSession>
  );
}
