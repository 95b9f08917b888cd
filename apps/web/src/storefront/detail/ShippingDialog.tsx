import { Dialog, useTranslation } from '@atelier/ui';
import { useMessage } from '../../i18n/storefrontI18n';

/** 000 §9 shipping and returns: production times and the refund policy. */
export function ShippingDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const m = useMessage();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('detail.shipping')} size="md">
      <div className="prose">
        <h3>{t('detail.productionTitle')}</h3>
        <ul>
          <li>{m('detail.averageProduction')}</li>
          <li>{m('detail.madeToOrder')}</li>
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
