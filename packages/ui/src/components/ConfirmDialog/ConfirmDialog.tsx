import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The question, in the specification's words. */
  message: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel?: ReactNode;
  /** Paints the confirm button as destructive. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
}

/** Asks once before an action that cannot be undone (DESIGN.md: "destructive actions ask once"). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      description={message}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{cancelLabel ?? t('cancel')}</Button>
          <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
