import { creationDetailPath, designPath } from '@atelier/domain';
import { Button, Dialog } from '@atelier/ui';
import { useCallback, useState } from 'react';
import type { CreationDetail } from '../api/types';
import { useDesignsText } from '../designs/i18n/useDesignsText';
import { useSaveDesign } from '../designs/useSaveDesign';
import type { Customisation } from '../storefront/detail/customise/useCustomisation';
import { arLink } from './arDevice';

/** The code's side in CSS pixels: big enough for a phone's camera across a desk. */
const QR_SIDE = 240;

/** The link is made first (a save); the code from it. Without a code, the link still shows. */
export type ArLinkState =
  { kind: 'making' } | { kind: 'ready'; link: string; image: string | null } | { kind: 'failed' };

/** A plain black-on-white code (no logo): it must scan at a glance, in either theme. */
async function qrDataUrl(link: string): Promise<string> {
  const { default: QRCodeStyling } = await import('qr-code-styling');
  const qr = new QRCodeStyling({
    type: 'canvas',
    width: QR_SIDE * 2,
    height: QR_SIDE * 2,
    margin: 16,
    data: link,
    qrOptions: { errorCorrectionLevel: 'M' },
    dotsOptions: { type: 'square', color: '#000000' },
    backgroundOptions: { color: '#ffffff' },
  });
  const raw = await qr.getRawData('png');
  if (!(raw instanceof Blob)) throw new Error('The QR code could not be made');
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The QR code could not be read'));
    reader.readAsDataURL(raw);
  });
}

/**
 * Issue 20 on a desktop: the link that opens this design on a phone, in AR, and its QR code.
 * The shopper's answers are saved first through the design bar's own path (so the code carries
 * a design's id, never its answers, exactly as "Share design" does); a creation without a
 * customer form opens as it is. `make` runs on the button's click (and "Try again").
 */
export function useArLink(
  creation: Pick<CreationDetail, 'id' | 'user'>,
  customisation: Customisation | null,
  capture: () => Promise<string | null>,
) {
  const { mutateAsync } = useSaveDesign(creation, customisation, capture);
  const [state, setState] = useState<ArLinkState>({ kind: 'making' });
  const hasAnswers =
    customisation !== null && (customisation.design !== null || Object.keys(customisation.own).length > 0);
  const make = useCallback(async () => {
    setState({ kind: 'making' });
    try {
      const path = hasAnswers
        ? designPath(creation.user.at_name, creation.id, (await mutateAsync()).id)
        : creationDetailPath(creation.user.at_name, creation.id);
      const link = arLink(path);
      const image = await qrDataUrl(link).catch((error: unknown) => {
        console.warn('AR: the QR code could not be drawn', error);
        return null;
      });
      setState({ kind: 'ready', link, image });
    } catch (error) {
      console.warn('AR: the phone link could not be made', error);
      setState({ kind: 'failed' });
    }
  }, [hasAnswers, creation.user.at_name, creation.id, mutateAsync]);
  return { state, make };
}

/** The dialog: what to do, the code (or why there is none) and the link as text. */
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
        {state.kind === 'making' && (
          <div className="ar-dialog__code" role="status" aria-busy="true">
            {t('arMaking')}
          </div>
        )}
        {state.kind === 'failed' && (
          <div className="ar-dialog__code">
            <p role="alert">{t('arFailed')}</p>
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
