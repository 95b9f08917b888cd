import { PROMO_TARGETS, promoTiles, type PromoTile } from '@atelier/domain';
import { Dialog, useTranslation } from '@atelier/ui';
import { Factory, PenTool, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { currentHost } from '../lib/host';
import { useAppStore } from '../store/store';

const ICONS: Record<PromoTile, ReactNode> = {
  shop: <ShoppingBag />,
  creator: <PenTool />,
  manufacturer: <Factory />,
};

/** 000 §2 promo popup: shop, creator and manufacturer; no manufacturer on a creator sub-domain. */
export function PromoPopup() {
  const { t } = useTranslation();
  const open = useAppStore((state) => state.openOverlay === 'promo');
  const setOverlay = useAppStore((state) => state.setOverlay);
  const texts: Record<PromoTile, [string, string]> = {
    shop: [t('promo.shop'), t('promo.shopText')],
    creator: [t('promo.creator'), t('promo.creatorText')],
    manufacturer: [t('promo.manufacturer'), t('promo.manufacturerText')],
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => setOverlay(next ? 'promo' : null)}
      title={t('promo.title')}
      size="lg"
    >
      <ul className="promo">
        {promoTiles(currentHost()).map((tile) => (
          <li key={tile}>
            <Link
              to={PROMO_TARGETS[tile]}
              className="promo__tile"
              data-tile={tile}
              onClick={() => setOverlay(null)}
            >
              <span className="promo__icon" aria-hidden="true">
                {ICONS[tile]}
              </span>
              <strong>{texts[tile][0]}</strong>
              <span>{texts[tile][1]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
