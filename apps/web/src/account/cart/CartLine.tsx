import { CART_AMOUNT_RANGE, mediaSrc, withCreationOverlay } from '@atelier/domain';
import type { CartQuantity } from '@atelier/schema';
import { Button, QuantityStepper, useTranslation } from '@atelier/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CartItem } from '../../api/types';
import { useMoney } from '../../money/useMoney';
import { CartSizesDialog } from './CartSizesDialog';
import { useCheckoutText } from '../checkout/i18n/useCheckoutText';
import { snapshotFormFields } from '@atelier/domain';
import { LineAnswers } from './LineAnswers';
import { useCartLine } from './useCartLine';
import { designPath } from '@atelier/domain';
import { EditDesignLink, snapshotAtName } from '../../designs/EditDesignLink';

/**
 * One cart line (000 §2, §5): the creation (a link that opens its detail over the cart),
 * its size or sizes, the quantity control 1 to 10 for a single size or the size editor for
 * a size list, the server's price of now (with a note when the creator changed it since the
 * line was added), and Remove. A line whose creation went off sale says so and offers only
 * Remove (issue 19: the server refuses to edit it).
 */
export function CartLine({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { edit, remove } = useCartLine(item.id);
  const { t: ct } = useCheckoutText();
  const [sizesOpen, setSizesOpen] = useState(false);
  const quantity = item.quantity as CartQuantity;
  const name = item.creation?.name ?? item.creation_id;
  // While an edit is on its way the control shows the amount picked, not the stored one.
  const pendingAmount = edit.isPending && !Array.isArray(edit.variables) ? edit.variables?.amount : undefined;
  const unavailable = item.available === false;
  // Issue 20: a line made from a saved design reopens the creation with it.
  const atName = snapshotAtName(item.creationFullSnapshot);
  const designLink =
    item.designId && atName && !unavailable ? designPath(atName, item.creation_id, item.designId) : null;

  return (
    <li
      className={unavailable ? 'cart-line cart-line--unavailable' : 'cart-line'}
      data-testid="cart-line"
      aria-busy={remove.isPending || undefined}
    >
      <Link to={withCreationOverlay('/cart', item.creation_id)} className="cart-line__creation">
        <img src={mediaSrc(item.creation?.creation_media?.[0]?.url, 200)} alt="" width={64} height={80} />
        <span className="cart-line__name">{name}</span>
      </Link>
      <div className="cart-line__details">
        {unavailable && <span className="cart-line__unavailable">{t('cart.unavailable')}</span>}
        {item.type === 'sample' && <span className="cart-line__type">{t('detail.sample')}</span>}
        <LineAnswers
          answers={item.properties}
          fields={snapshotFormFields(item.creationFullSnapshot)}
          label={ct('answers')}
        />
        {designLink && <EditDesignLink to={designLink} name={name} />}
        {Array.isArray(quantity) ? (
          <>
            <span>
              {quantity
                .filter((entry) => entry.amount > 0)
                .map((entry) => `${entry.size} × ${entry.amount}`)
                .join(', ')}
            </span>
            <span>
              {t('cart.quantity', { count: quantity.reduce((sum, entry) => sum + entry.amount, 0) })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              icon={<Pencil />}
              disabled={unavailable}
              onClick={() => setSizesOpen(true)}
            >
              {t('cart.editSizes')}
            </Button>
            <CartSizesDialog
              open={sizesOpen}
              onOpenChange={setSizesOpen}
              name={name}
              sizes={quantity}
              onSave={(sizes) => edit.mutate(sizes)}
            />
          </>
        ) : item.type === 'sample' ? (
          // A one-size sample holds up to 150, past the cart control's 1 to 10 (000 §5): shown,
          // not edited here (Remove and add it again from the panel).
          <>
            <span>{t('cart.size', { size: quantity.size })}</span>
            <span>{t('cart.quantity', { count: quantity.amount })}</span>
          </>
        ) : (
          <>
            <span>{t('cart.size', { size: quantity.size })}</span>
            <QuantityStepper
              label={t('cart.quantityOf', { name })}
              hideLabel
              value={pendingAmount ?? quantity.amount}
              min={CART_AMOUNT_RANGE.min}
              max={CART_AMOUNT_RANGE.max}
              disabled={unavailable}
              onChange={(amount) => {
                if (amount !== (pendingAmount ?? quantity.amount)) edit.mutate({ amount });
              }}
            />
          </>
        )}
      </div>
      <div className="cart-line__end">
        <span className="price">{money(item.price)}</span>
        {item.priceChanged && !unavailable && (
          <span className="cart-line__price-changed" role="note">
            {t('cart.priceChanged', { from: money(item.priceChanged.from), to: money(item.priceChanged.to) })}
          </span>
        )}
        <Button
          size="sm"
          variant="ghost"
          icon={<Trash2 />}
          aria-label={t('cart.removeItem', { name })}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t('cart.remove')}
        </Button>
      </div>
    </li>
  );
}
