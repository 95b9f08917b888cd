import { Button } from '@atelier/ui';
import { ScanLine } from 'lucide-react';
import { useState } from 'react';
import type { CreationDetail } from '../api/types';
import { useDesignsText } from '../designs/i18n/useDesignsText';
import type { Customisation } from '../storefront/detail/customise/useCustomisation';
import { ArQrDialog } from './ArQrDialog';
import { useArLink } from './useArLink';
import { deviceArViewer } from './arDevice';
import './ar.css';

/**
 * Issue 20, "View in your space" beside the creation's media, on a device without AR (a
 * desktop): it opens a QR code of the design for a phone. A phone that can show AR gets the
 * button inside the 3D view instead (the viewer's own, the same as on partners' pages): the
 * garment's engine lives in that frame, and the export runs there. Loaded as a chunk of its own.
 * It arrives once the page is idle, so it must not move anything: on a narrow screen it is an
 * icon beside the view toggle (its name stays its label), never a second line above the media.
 */
export function ArButton({
  creation,
  customisation,
  capture,
}: {
  creation: Pick<CreationDetail, 'id' | 'user'>;
  customisation: Customisation | null;
  capture: () => Promise<string | null>;
}) {
  const { t, ready } = useDesignsText();
  const [open, setOpen] = useState(false);
  const [phone] = useState(() => deviceArViewer() !== null);
  const link = useArLink(creation, customisation, capture);
  if (!ready || phone) return null;
  return (
    <>
      <Button
        icon={<ScanLine />}
        onClick={() => {
          setOpen(true);
          void link.make();
        }}
        aria-haspopup="dialog"
        aria-label={t('arView')}
        title={t('arView')}
        className="ar-button"
        data-testid="ar-button"
      >
        <span className="ar-button__label">{t('arView')}</span>
      </Button>
      <ArQrDialog state={link.state} retry={() => void link.make()} open={open} onOpenChange={setOpen} />
    </>
  );
}
