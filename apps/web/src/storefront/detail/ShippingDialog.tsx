import { productionTimeMessage } from '@atelier/domain';
import type { PurchaseType } from '@atelier/schema';
import { Dialog, useTranslation } from '@atelier/ui';
import { useMessage } from '../../i18n/storefrontI18n';

/** 000 §9 shipping and returns: the purchase's production time and the refund policy. */
export function ShippingDialog({
  open,
  onOpenChange,
  purchaseType = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Issue 18: the one production time stated is this purchase type's. */
  purchaseType?: PurchaseType | null;
}) {
  const { t } = useTranslation();
  const m = useMessage();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('detail.shipping')} size="md">
      <div className="prose">
        <h3>{t('detail.productionTitle')}</h3>
        <ul>
          <li>{m(productionTimeMessage(purchaseType))}</li>
          <li>{m('detail.pricesExcludeShipping')}</li>
        </ul>
        <h3>{t('detail.refundTitle')}</h3>
        <ul>
          <li>{t('detail.refundDamaged')}</li>
          <li>{t('detail.refundReturnShipping')}</li>
          <li>{t('detail.refundOriginalShipping')}</li>
        </ul>
      </div>
    </Dialog>
  );
}
