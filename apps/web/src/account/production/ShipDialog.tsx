import { Button, Dialog, TextField } from '@atelier/ui';
import { type FormEvent, useState } from 'react';
import { useProductionText } from './i18n/useProductionText';

/** Asks for the carrier and tracking number before an order is marked shipped. */
export function ShipDialog({
  open,
  onOpenChange,
  orderLabel,
  busy,
  onShip,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  orderLabel: string;
  busy: boolean;
  onShip: (tracking: { carrier: string; number: string }) => void;
}) {
  const { t } = useProductionText();
  const [carrier, setCarrier] = useState('');
  const [number, setNumber] = useState('');
  const [tried, setTried] = useState(false);
  const carrierError = tried && carrier.trim() === '' ? t('carrierRequired') : undefined;
  const numberError = tried && number.trim() === '' ? t('numberRequired') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (carrier.trim() === '' || number.trim() === '') return;
    onShip({ carrier: carrier.trim(), number: number.trim() });
  };
  const formId = `ship-${orderLabel}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shipTitle', { id: orderLabel })}
      description={t('shipText')}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('back')}
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={busy}>
            {t('markShipped')}
          </Button>
        </>
      }
    >
      <form id={formId} className="production-ship-form" onSubmit={submit} noValidate>
        <TextField
          label={t('carrier')}
          value={carrier}
          maxLength={100}
          autoComplete="off"
          error={carrierError}
          onChange={(event) => setCarrier(event.target.value)}
        />
        <TextField
          label={t('trackingNumber')}
          value={number}
          maxLength={100}
          autoComplete="off"
          error={numberError}
          onChange={(event) => setNumber(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
