import { commitRetailPrice, formatPriceInput, sanitizePriceInput, type MessageKey } from '@atelier/domain';
import { Button, TextField } from '@atelier/ui';
import { useState } from 'react';
import { useStepsText, type EditorStepsKey } from '../i18n';

/** The domain's price messages, as the steps' catalogue names them. */
const PRICE_MESSAGES: Partial<Record<MessageKey, EditorStepsKey>> = {
  'editor.price.belowBase': 'priceBelowBase',
  'editor.price.invalid': 'priceInvalid',
};

export interface RetailPriceFieldProps {
  /** The stored retail price (cents). */
  totalPrice: number;
  /** The base price it may not be below (cents). */
  basePrice: number;
  onCommit: (totalPrice: number) => void;
}

/**
 * 001 §5 the retail price: digits and a dot only (anything else is dropped as typed), not
 * empty. Confirming a price below the base stores the base, shows base + 5 % rounded, says
 * 'The price is lower than the base price' and disables the confirm button until it changes.
 */
export function RetailPriceField({ totalPrice, basePrice, onCommit }: RetailPriceFieldProps) {
  const { t } = useStepsText();
  const [text, setText] = useState(() => formatPriceInput(totalPrice));
  const [messageKey, setMessageKey] = useState<EditorStepsKey | null>(null);
  const [confirmDisabled, setConfirmDisabled] = useState(false);
  // The stored price changed from elsewhere (undo, redo, a reload of the server's version):
  // the field shows it instead of the text typed before (React's adjust-state-on-prop-change).
  // The change this field's own confirm made keeps the text and message the confirm set.
  const [stored, setStored] = useState(totalPrice);
  const [committed, setCommitted] = useState<number | null>(null);
  if (stored !== totalPrice) {
    setStored(totalPrice);
    setCommitted(null);
    if (totalPrice !== committed) {
      setText(formatPriceInput(totalPrice));
      setMessageKey(null);
      setConfirmDisabled(false);
    }
  }

  const confirm = () => {
    const result = commitRetailPrice(text, basePrice);
    if (!result.ok) {
      setMessageKey(PRICE_MESSAGES[result.message.key] ?? 'priceInvalid');
      return;
    }
    onCommit(result.totalPrice);
    setCommitted(result.totalPrice);
    setText(result.inputText);
    setMessageKey(result.message ? (PRICE_MESSAGES[result.message.key] ?? null) : null);
    setConfirmDisabled(result.confirmDisabled);
  };

  return (
    <div className="editor-step__list-row">
      <TextField
        label={t('retailPrice')}
        inputMode="decimal"
        value={text}
        error={messageKey ? t(messageKey) : undefined}
        onChange={(event) => {
          setText(sanitizePriceInput(event.target.value));
          setConfirmDisabled(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !confirmDisabled) confirm();
        }}
      />
      <Button variant="primary" onClick={confirm} aria-disabled={confirmDisabled}>
        {t('confirmPrice')}
      </Button>
    </div>
  );
}
