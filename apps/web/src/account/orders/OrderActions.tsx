import { Button, ConfirmDialog, useToast } from '@atelier/ui';
import { PackageCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useOrdersText } from './i18n/useOrdersText';
import { type OrderDetail, useOrderEvent } from './ordersApi';

/**
 * What the buyer may do now, as the API says (`actions`): cancel while nothing is paid (asked
 * once), mark a shipped order received.
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { t, ready } = useOrdersText();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const change = useOrderEvent(order.id);
  const run = (type: 'cancel' | 'deliver') =>
    change.mutate(type, {
      onSuccess: () => {
        setConfirming(false);
        toast.show({ tone: 'success', message: type === 'cancel' ? t('cancelled') : t('received') });
      },
      onError: () => {
        setConfirming(false);
        toast.show({ tone: 'error', message: t('actionFailed') });
      },
    });
  const canCancel = order.actions.includes('cancel');
  const canReceive = order.actions.includes('deliver');
  if (!ready || (!canCancel && !canReceive)) return null;
  return (
    <div className="order-actions">
      {canReceive && (
        <Button
          variant="primary"
          icon={<PackageCheck />}
          loading={change.isPending && change.variables === 'deliver'}
          onClick={() => run('deliver')}
        >
          {t('markReceived')}
        </Button>
      )}
      {canCancel && (
        <>
          <Button variant="secondary" icon={<X />} onClick={() => setConfirming(true)}>
            {t('cancelOrder')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('cancelTitle')}
            message={t('cancelMessage')}
            confirmLabel={t('cancelOrder')}
            cancelLabel={t('keepOrder')}
            danger
            busy={change.isPending}
            onConfirm={() => run('cancel')}
          />
        </>
      )}
    </div>
  );
}
