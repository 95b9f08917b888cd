import { checkSampleQuantity, setSampleSizeAmount } from '@atelier/domain';
import { SAMPLE_AMOUNT_RANGE, type SampleSizeAmount } from '@atelier/schema';
import { Button, Dialog, QuantityStepper, useTranslation } from '@atelier/ui';
import { useState } from 'react';
import { useMessage } from '../../i18n/storefrontI18n';

export interface CartSizesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  sizes: readonly SampleSizeAmount[];
  onSave: (sizes: SampleSizeAmount[]) => void;
}

/**
 * 000 §5 the size editor of a multi-size (sample) line: each of the line's sizes 0 to 150,
 * a total above zero ('Please select at least one size.' otherwise).
 */
export function CartSizesDialog({ open, onOpenChange, name, sizes, onSave }: CartSizesDialogProps) {
  const { t } = useTranslation();
  const m = useMessage();
  const [draft, setDraft] = useState<SampleSizeAmount[]>(() => [...sizes]);
  const check = checkSampleQuantity(draft);
  const total = draft.reduce((sum, entry) => sum + entry.amount, 0);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Reopening starts again from the line as it is.
        if (next) setDraft([...sizes]);
        onOpenChange(next);
      }}
      title={t('cart.sizesTitle', { name })}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button
            variant="primary"
            disabled={!check.ok}
            onClick={() => {
              onSave(draft);
              onOpenChange(false);
            }}
          >
            {t('cart.saveSizes')}
          </Button>
        </>
      }
    >
      <div className="cart-sizes">
        {draft.map((entry) => (
          <QuantityStepper
            key={entry.size}
            label={entry.size}
            value={entry.amount}
            min={SAMPLE_AMOUNT_RANGE.min}
            max={SAMPLE_AMOUNT_RANGE.max}
            onChange={(value) => setDraft((current) => setSampleSizeAmount(current, entry.size, value))}
          />
        ))}
      </div>
      <p className="cart-sizes__total">{t('cart.quantity', { count: total })}</p>
      {!check.ok && (
        <p className="cart-sizes__error" role="alert">
          {m(check.message as never)}
        </p>
      )}
    </Dialog>
  );
}
