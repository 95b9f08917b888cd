import { Button } from '@atelier/ui';
import { ShoppingBag } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';
import { useDetailPhoneText } from './i18n/useDetailPhoneText';
import { usePhoneLayout } from './usePhoneLayout';
import './buy-bar.css';

/**
 * Whether `target` is out of sight. The bar's own height is taken off the bottom of the view,
 * so a button the bar would cover counts as out of sight too. Null until first measured (no
 * flash of the bar on load).
 */
function useOutOfView(target: RefObject<HTMLElement | null>, enabled: boolean): boolean | null {
  const [out, setOut] = useState<boolean | null>(null);
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => entry && setOut(!entry.isIntersecting), {
      rootMargin: '0px 0px -88px 0px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, enabled]);
  return out;
}

/**
 * Issue 18: on a phone, the price and the order button stay at hand at the bottom of the
 * screen while the order panel's own button is out of sight. It does what that button does
 * (the same `onOrder`), and says why when it cannot. Not drawn on a desktop.
 */
export function StickyBuyBar({
  target,
  price,
  label,
  disabled,
  reason,
  loading,
  onOrder,
}: {
  /** The order panel's button: the bar shows while it is out of sight. */
  target: RefObject<HTMLElement | null>;
  price: string;
  label: string;
  disabled: boolean;
  /** Why ordering is not possible now, shown under the price; null when it is. */
  reason: string | null;
  loading: boolean;
  onOrder: () => void;
}) {
  const { t } = useDetailPhoneText();
  const phone = usePhoneLayout();
  const shown = useOutOfView(target, phone) === true;
  if (!phone) return null;
  return (
    <div
      className="buy-bar"
      role="region"
      aria-label={t('buyBar')}
      data-shown={shown}
      data-testid="buy-bar"
      // Out of sight it is out of the tab order and of the accessibility tree as well.
      inert={!shown}
    >
      <p className="buy-bar__price">
        <span className="buy-bar__total">{price}</span>
        {reason && <span className="buy-bar__reason">{reason}</span>}
      </p>
      <Button
        variant="primary"
        icon={<ShoppingBag />}
        loading={loading}
        disabled={disabled}
        onClick={onOrder}
      >
        {label}
      </Button>
    </div>
  );
}
