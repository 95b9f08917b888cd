import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import './Dialog.css';

export const DIALOG_PLACEMENTS = ['center', 'bottom', 'start', 'end', 'full'] as const;
export type DialogPlacement = (typeof DIALOG_PLACEMENTS)[number];

export const DIALOG_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's accessible name; shown as its heading unless `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Read out after the title; omit when the content explains itself. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions under the content, aligned to the end. */
  footer?: ReactNode;
  /** 'center' (default), a 'bottom' sheet, a side sheet ('start' / 'end') or 'full' screen. */
  placement?: DialogPlacement;
  size?: DialogSize;
  /** Hides the close button in the corner (the content must then offer a way out). */
  hideCloseButton?: boolean;
  /** A click on the backdrop closes the dialog (default true). */
  closeOnOutsideClick?: boolean;
  className?: string;
  /** Test and e2e hook. */
  'data-testid'?: string;
}

/** A toast's action (View Cart, Login) is not an interaction outside the dialog. */
function isInToast(event: { target: EventTarget | null; detail?: { originalEvent?: Event } }): boolean {
  const target = event.detail?.originalEvent?.target ?? event.target;
  return target instanceof Element && target.closest('.ui-toasts') !== null;
}

/**
 * A modal dialog on Radix: it traps focus, closes on Escape (the most recently opened layer
 * first) and on a backdrop click, and gives focus back to where it was when it closes.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  children,
  footer,
  placement = 'center',
  size = 'md',
  hideCloseButton = false,
  closeOnOutsideClick = true,
  className,
  'data-testid': testId,
}: DialogProps) {
  const { t } = useTranslation();
  // Dialogs are opened from anywhere (not only a Radix trigger): remember where focus was, and
  // give it back there on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay" data-placement={placement} />
        <RadixDialog.Content
          className={className ? `ui-dialog ${className}` : 'ui-dialog'}
          data-placement={placement}
          data-size={size}
          data-testid={testId}
          // Radix warns without a description unless told there is none.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onPointerDownOutside={(event) => {
            if (!closeOnOutsideClick || isInToast(event)) event.preventDefault();
          }}
          onFocusOutside={(event) => {
            if (isInToast(event)) event.preventDefault();
          }}
        >
          <header className="ui-dialog__header" data-hidden={hideTitle || undefined}>
            {hideTitle ? (
              // A hidden title names the dialog without adding a heading next to the content's own.
              <RadixDialog.Title asChild>
                <span className="ui-visually-hidden">{title}</span>
              </RadixDialog.Title>
            ) : (
              <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            )}
            {!hideCloseButton && (
              <RadixDialog.Close asChild>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<X />}
                  aria-label={t('close')}
                  className="ui-dialog__close"
                />
              </RadixDialog.Close>
            )}
          </header>
          {description !== undefined && (
            <RadixDialog.Description className="ui-dialog__description">
              {description}
            </RadixDialog.Description>
          )}
          <div className="ui-dialog__body">{children}</div>
          {footer !== undefined && <footer className="ui-dialog__footer">{footer}</footer>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
