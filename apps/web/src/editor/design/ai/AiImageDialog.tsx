import { mediaSrc } from '@atelier/domain';
import { Button, Dialog, Skeleton } from '@atelier/ui';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useViewer } from '../../../api/queries';
import { type AiImage, useAiConfig, useAiImages } from './aiImagesApi';
import { AiImageGenerator } from './AiImageGenerator';
import { useAiText } from './i18n/useAiText';
import './ai.css';

/** The props the decal panel (and /aistudio) rely on: fixed, do not change. */
export interface AiImageDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Receives the stored image's URL when the person presses 'Apply'. */
  readonly onApply: (imageUrl: string) => void;
}

/** How many of the user's earlier images the dialog offers again. */
const RECENT_COUNT = 6;

function DialogBody({ onApply }: Pick<AiImageDialogProps, 'onApply'>) {
  const { t, ready } = useAiText();
  const session = useViewer();
  const config = useAiConfig();
  const enabled = config.data?.enabled === true && Boolean(session);
  const list = useAiImages(enabled);
  const [chosen, setChosen] = useState<AiImage | null>(null);
  if (!ready || config.isPending || session === undefined) return <Skeleton height={200} />;
  if (!config.data?.enabled) {
    // Nothing pretends to generate: no prompt, no button, only how to turn it on.
    return (
      <div className="ai-howto" data-testid="ai-not-configured">
        <h3>{t('notConfiguredTitle')}</h3>
        <p>{t('notConfigured', { env: (config.data?.env ?? []).join(', ') })}</p>
      </div>
    );
  }
  if (!session) return <p className="ai-howto">{t('signIn')}</p>;
  const recent = (list.data ?? []).slice(0, RECENT_COUNT);
  return (
    <div className="ai-dialog__body">
      <AiImageGenerator t={t} promptMax={config.data.promptMax} onGenerated={setChosen} />
      {chosen && (
        <figure className="ai-result" data-testid="ai-result">
          <img src={chosen.imageUrl} alt={t('imageAlt', { prompt: chosen.prompt })} />
          <figcaption>
            <span>{t('generated')}</span>
            <Button variant="primary" onClick={() => onApply(chosen.imageUrl)}>
              <Check aria-hidden="true" />
              {t('apply')}
            </Button>
          </figcaption>
        </figure>
      )}
      {recent.length > 0 && (
        <section className="ai-recent" aria-labelledby="ai-recent-title">
          <h3 id="ai-recent-title">{t('recent')}</h3>
          <ul>
            {recent.map((image) => (
              <li key={image.id}>
                <button
                  type="button"
                  className="ai-recent__choice"
                  aria-pressed={chosen?.id === image.id}
                  aria-label={`${t('choose')}: ${image.prompt}`}
                  onClick={() => setChosen(image)}
                >
                  <img src={mediaSrc(image.imageUrl, 200)} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * AI image generation (002 §2 decal panel): a prompt makes an image on the server, which
 * keeps it in the user's library; 'Apply' hands its URL back. Without a configured
 * endpoint it says how to enable one and offers nothing to press.
 */
export default function AiImageDialog({ open, onClose, onApply }: AiImageDialogProps) {
  const { t } = useAiText();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('title')}
      size="md"
      data-testid="ai-image-dialog"
    >
      {open && <DialogBody onApply={onApply} />}
    </Dialog>
  );
}

export { AiImageDialog };
