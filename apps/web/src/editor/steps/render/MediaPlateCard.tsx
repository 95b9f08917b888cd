import { captureInfoOf, mediaSrc, parseYouTubeVideoId } from '@atelier/domain';
import type { CaptureInfo, MediaPlate } from '@atelier/schema';
import { Button, Disclosure } from '@atelier/ui';
import { ArrowDown, ArrowUp, Camera, Image as ImageIcon, Pencil, SquarePlay, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useStepsText, type EditorStepsKey } from '../i18n';
import { CaptureSettings } from './CaptureSettings';

export interface MediaPlateCardProps {
  plate: MediaPlate;
  /** 1-based place in the gallery. */
  number: number;
  isFirst: boolean;
  isLast: boolean;
  pro: boolean;
  capturing: boolean;
  viewerReady: boolean;
  onToggleFit: () => void;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
  onEdit: () => void;
  onCaptureInfo: (changes: Partial<CaptureInfo>) => void;
  onCaptureNow: () => void;
  onUseCamera: () => void;
}

const TYPE_KEYS: Record<MediaPlate['type'], EditorStepsKey> = {
  empty: 'typeEmpty',
  'image/link': 'typeImage',
  'image/upload': 'typeImage',
  capture: 'typeCapture',
  video: 'typeVideo',
  youtube: 'typeYoutube',
};

/** What the plate shows: its image, the YouTube video's id, or why there is nothing yet. */
function PlatePreview({ plate }: { plate: MediaPlate }) {
  const { t } = useStepsText();
  let content: ReactNode;
  if (plate.type === 'youtube') {
    const video = plate.url ? parseYouTubeVideoId(plate.url) : null;
    content = (
      <span className="media-plate__placeholder">
        <SquarePlay aria-hidden="true" />
        {video ?? t('noMedia')}
      </span>
    );
  } else if (plate.type === 'video') {
    content = <span className="media-plate__placeholder">{t('videoComingSoon')}</span>;
  } else if (plate.url) {
    content = (
      <img src={mediaSrc(plate.url, 600)} alt={plate.caption ?? ''} style={{ objectFit: plate.fit }} />
    );
  } else {
    content = (
      <span className="media-plate__placeholder">
        {plate.type === 'capture' ? <Camera aria-hidden="true" /> : <ImageIcon aria-hidden="true" />}
        {plate.type === 'capture' ? t('notCaptured') : t('noMedia')}
      </span>
    );
  }
  const ratio = plate.type === 'capture' ? captureInfoOf(plate).size : ([4, 3] as const);
  return (
    <div className="media-plate__preview" style={{ aspectRatio: `${ratio[0]} / ${ratio[1]}` }}>
      {content}
    </div>
  );
}

/**
 * 001 §2 one media plate: its preview and its controls (fit, move up and down, edit, remove);
 * a capture plate shows its size and fov, and in pro mode its auto-capture toggle, a manual
 * capture and its capture settings.
 */
export function MediaPlateCard(props: MediaPlateCardProps) {
  const { plate, number, pro } = props;
  const { t } = useStepsText();
  const label = t('plateLabel', { number });
  const info = plate.type === 'capture' ? captureInfoOf(plate) : null;
  return (
    <li className="media-plate" aria-label={label}>
      <PlatePreview plate={plate} />
      <div className="media-plate__meta">
        <span className="media-plate__number">{label}</span>
        <span className="media-plate__type">{t(TYPE_KEYS[plate.type])}</span>
        {info && (
          <span className="media-plate__capture">
            {info.size[0]} × {info.size[1]} · {info.fov}°
          </span>
        )}
      </div>
      {plate.caption && <p className="media-plate__caption">{plate.caption}</p>}
      <div className="media-plate__controls">
        <Button
          size="sm"
          variant="ghost"
          onClick={props.onToggleFit}
          aria-label={`${label}: ${t('fit')} ${plate.fit === 'cover' ? t('fitCover') : t('fitContain')}`}
        >
          {plate.fit === 'cover' ? t('fitCover') : t('fitContain')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<ArrowUp />}
          aria-label={`${label}: ${t('moveUp')}`}
          aria-disabled={props.isFirst}
          onClick={props.onMoveUp}
        />
        <Button
          size="sm"
          variant="ghost"
          icon={<ArrowDown />}
          aria-label={`${label}: ${t('moveDown')}`}
          aria-disabled={props.isLast}
          onClick={props.onMoveDown}
        />
        <Button
          size="sm"
          variant="ghost"
          icon={<Pencil />}
          aria-label={`${label}: ${t('edit')}`}
          onClick={props.onEdit}
        />
        <Button
          size="sm"
          variant="ghost"
          icon={<Trash2 />}
          aria-label={`${label}: ${t('remove')}`}
          onClick={props.onRemove}
        />
      </div>
      {info && pro && (
        <div className="media-plate__pro">
          <label className="editor-step__check">
            <input
              type="checkbox"
              checked={info.auto_capture}
              onChange={(event) => props.onCaptureInfo({ auto_capture: event.target.checked })}
            />
            <span>{t('autoCapture')}</span>
          </label>
          <Button
            size="sm"
            icon={<Camera />}
            onClick={props.onCaptureNow}
            loading={props.capturing}
            aria-disabled={!props.viewerReady}
          >
            {t('captureNow')}
          </Button>
          <Disclosure summary={t('captureSettings')}>
            <CaptureSettings
              plate={plate}
              onChange={props.onCaptureInfo}
              onUseCamera={props.viewerReady ? props.onUseCamera : undefined}
            />
          </Disclosure>
        </div>
      )}
    </li>
  );
}
