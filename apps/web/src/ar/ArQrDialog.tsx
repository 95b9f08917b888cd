import { Button, Dialog } from '@atelier/ui';
import { useDesignsText } from '../designs/i18n/useDesignsText';
import { QR_SIDE } from './qrImage';
import type { ArLinkState } from './useArLink';

/**
 * Issue 20 on a desktop: what to do, the QR code that opens the design on a phone in AR (or
 * why there is none, with a way to try again) and the same link as text, to copy or type.
 */
export function ArQrDialog({
  state,
  retry,
  open,
  onOpenChange,
}: {
  state: ArLinkState;
  retry: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useDesignsText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('arView')} size="sm" data-testid="ar-dialog">
      <div className="ar-dialog">
        <p className="ar-dialog__text">{t('arScan')}</p>
        {(state.kind === 'making' || state.kind === 'idle') && (
          <div className="ar-dialog__code" role="status" aria-busy="true">
            {t('arMaking')}
          </div>
        )}
        {state.kind === 'failed' && (
          <div className="ar-dialog__code">
            {/* Answers the server refused are shown on the form, as after "Save design". */}
            <p role="alert">{state.invalidAnswers ? t('saveFailed') : t('arFailed')}</p>
            <Button onClick={retry}>{t('arRetry')}</Button>
          </div>
        )}
        {state.kind === 'ready' && (
          <>
            {state.image && (
              <img
                className="ar-dialog__code"
                src={state.image}
                width={QR_SIDE}
                height={QR_SIDE}
                alt={t('arQr', { link: state.link })}
                data-testid="ar-qr"
              />
            )}
            <label className="ar-dialog__link">
              <span>{t('arLink')}</span>
              <input
                readOnly
                value={state.link}
                data-testid="ar-link"
                onFocus={(event) => event.currentTarget.select()}
              />
            </label>
          </>
        )}
      </div>
    </Dialog>
  );
}
