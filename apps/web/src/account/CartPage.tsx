import { useTranslation } from '@atelier/ui';
import { Button, EmptyState, Skeleton } from '@atelier/ui';
import { isCheckoutHeld } from '@atelier/domain';
import { useQuery } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { api } from '../api/endpoints';
import { queryKeys, useViewer } from '../api/queries';
import { useMessage } from '../i18n/storefrontI18n';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';
import { useMoney } from '../money/useMoney';
import { CartLine } from './cart/CartLine';
import './cart/cart.css';

function EmptyCart() {
  const m = useMessage();
  return (
    <EmptyState
      page
      level={2}
      icon={<ShoppingBag />}
      title={m('cart.empty')}
      action={
        <LinkButton to="/" variant="primary">
          {m('cart.shopNow')}
        </LinkButton>
      }
    />
  );
}

/**
 * 000 §2 /cart (title Cart). Without a session it shows the empty cart (000 §6). Each line
 * can be edited and removed (000 §5, §7), shows its customisation answers, and Order Now leads
 * to /checkout, held while a line's creation is no longer on sale (issue 19).
 */
export function CartPage() {
  const { t } = useTranslation();
  const m = useMessage();
  const money = useMoney();
  usePageTitle(m('cart.title'));
  const session = useViewer();
  const cart = useQuery({
    queryKey: queryKeys.cart,
    queryFn: ({ signal }) => api.cart(signal),
    enabled: Boolean(session),
  });
  const held = isCheckoutHeld(cart.data?.data ?? []);
  return (
    <div className="page page--narrow">
      <h1>{m('cart.header')}</h1>
      {session === undefined || (session && cart.isPending) ? (
        <Skeleton height={200} />
      ) : !session || (cart.data?.data.length ?? 0) === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <ul className="cart-list">
            {cart.data?.data.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
          <div className="cart-summary">
            <span>{t('cart.subtotal')}</span>
            <span className="price">{money(cart.data?.subtotal ?? 0)}</span>
          </div>
          <p className="page-note">{m('detail.pricesExcludeShipping')}.</p>
          {held ? (
            <>
              <p className="cart-held" id="cart-held">
                {t('cart.unavailableHint')}
              </p>
              <Button variant="primary" disabled aria-describedby="cart-held">
                {m('cart.orderNow')}
              </Button>
            </>
          ) : (
            <LinkButton to="/checkout" variant="primary">
              {m('cart.orderNow')}
            </LinkButton>
          )}
        </>
      )}
    </div>
  );
}
