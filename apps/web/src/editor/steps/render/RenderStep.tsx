import {
  EDITOR_PLATE_CHOICES,
  addMediaPlate,
  captureFromCamera,
  galleryModeFeatures,
  moveMediaPlateDown,
  moveMediaPlateUp,
  nextMediaPlateId,
  plateTypeOf,
  removeMediaPlate,
  toggleMediaPlateFit,
  updateCaptureInfo,
  updateMediaPlate,
  type GalleryMode,
} from '@atelier/domain';
import type { MediaPlate } from '@atelier/schema';
import { Button, EmptyState, ProgressBar, SegmentedControl } from '@atelier/ui';
import { Camera, Image as ImageIcon, RefreshCw, SquarePlay } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import type { StepProps } from '../../contract';
import { useStepsText, type EditorStepsKey } from '../i18n';
import '../steps.css';
import { MediaPlateCard } from './MediaPlateCard';
import { PlateEditDialog } from './PlateEditDialog';
import './render.css';
import { useCaptures } from './useCaptures';

type PlateList = MediaPlate[];

const ADD_CHOICES: Record<
  (typeof EDITOR_PLATE_CHOICES)[number],
  { key: EditorStepsKey; icon: ReactElement }
> = {
  capture: { key: 'addCapture', icon: <Camera /> },
  image: { key: 'addImage', icon: <ImageIcon /> },
  youtube: { key: 'addYoutube', icon: <SquarePlay /> },
};

/** A new plate's id is the time it was added (001 §9), read when the user adds it. */
const currentTime = (): number => Date.now();

/**
 * 001 §2, §4 Render: the media waterfall of a creation or a prebuild. One card per plate,
 * the 'Add media plate' tile, lite and pro modes, and 'Refresh all capture image'. Every change
 * is a domain operation on the plate list, one undo step each.
 */
export function RenderStep({ doc, change }: StepProps) {
  const { t } = useStepsText();
  const plates = doc.item.waterflow_config.media_placement;
  const [mode, setMode] = useState<GalleryMode>('lite');
  const [editing, setEditing] = useState<number | null>(null);
  const captures = useCaptures(plates, change);
  const features = galleryModeFeatures(mode);
  const capturing = captures.progress.state === 'capturing';

  const changePlates = (operation: (list: PlateList) => PlateList, label: string) =>
    change((draft) => {
      draft.item.waterflow_config.media_placement = operation(draft.item.waterflow_config.media_placement);
    }, label);

  const add = (choice: (typeof EDITOR_PLATE_CHOICES)[number]) => {
    const now = currentTime();
    const id = nextMediaPlateId(plates, now);
    changePlates((list) => addMediaPlate(list, { now, type: plateTypeOf(choice) }), 'Add media plate');
    // An image or a video needs its source: the popup opens on the new plate.
    if (choice !== 'capture') setEditing(id);
  };

  const takeCurrentCamera = async (id: number) => {
    if (captures.viewer === null) return;
    const camera = await captures.viewer.getCameraPosRot();
    changePlates((list) => captureFromCamera(list, id, camera), 'Use the current camera');
  };

  const editedPlate = plates.find((plate) => plate.id === editing);
  const progress = captures.progress;

  return (
    <div className="editor-step render-step">
      <header className="editor-step__section">
        <div className="render-step__header">
          <h2 className="editor-step__heading">{t('renderTitle')}</h2>
          <SegmentedControl
            label={t('galleryMode')}
            size="sm"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'lite', label: t('modeLite') },
              { value: 'pro', label: t('modePro') },
            ]}
          />
        </div>
        <p className="editor-step__intro">{t('renderIntro')}</p>
        <Button
          icon={<RefreshCw />}
          onClick={() => void captures.refreshAll()}
          loading={capturing}
          aria-disabled={!captures.viewerReady || captures.autoCaptureCount === 0}
          fullWidth
        >
          {t('refreshCaptures')}
        </Button>
        <div aria-live="polite" className="render-step__status">
          {!captures.viewerReady && <p className="editor-step__hint">{t('viewerLoading')}</p>}
          {captures.viewerReady && captures.autoCaptureCount === 0 && plates.length > 0 && (
            <p className="editor-step__hint">{t('noAutoCaptures')}</p>
          )}
          {progress.state === 'capturing' && (
            <ProgressBar
              label={t('refreshCaptures')}
              value={(progress.done / progress.total) * 100}
              start={t('capturing', { done: progress.done, total: progress.total })}
              valueText={t('capturing', { done: progress.done, total: progress.total })}
            />
          )}
          {progress.state === 'done' && <p className="editor-step__hint">{t('capturesUpdated')}</p>}
          {progress.state === 'failed' && (
            <p className="editor-step__error" role="alert">
              {t('captureFailed', { message: progress.message })}
            </p>
          )}
        </div>
      </header>

      {plates.length === 0 ? (
        <EmptyState level={3} title={t('emptyTitle')} icon={<ImageIcon />}>
          {t('emptyText')}
        </EmptyState>
      ) : (
        <ol className="render-step__plates" aria-label={t('renderTitle')}>
          {plates.map((plate, index) => (
            <MediaPlateCard
              key={plate.id}
              plate={plate}
              number={index + 1}
              isFirst={index === 0}
              isLast={index === plates.length - 1}
              pro={mode === 'pro' && features.manualCapture}
              capturing={capturing}
              viewerReady={captures.viewerReady}
              onToggleFit={() => changePlates((list) => toggleMediaPlateFit(list, plate.id), 'Toggle fit')}
              onMoveUp={() => changePlates((list) => moveMediaPlateUp(list, plate.id), 'Move plate up')}
              onMoveDown={() => changePlates((list) => moveMediaPlateDown(list, plate.id), 'Move plate down')}
              onRemove={() => changePlates((list) => removeMediaPlate(list, plate.id), 'Remove media plate')}
              onEdit={() => setEditing(plate.id)}
              onCaptureInfo={(changes) =>
                changePlates((list) => updateCaptureInfo(list, plate.id, changes), 'Capture settings')
              }
              onCaptureNow={() => void captures.captureOne(plate)}
              onUseCamera={() => void takeCurrentCamera(plate.id)}
            />
          ))}
        </ol>
      )}

      <section className="render-step__add" aria-labelledby="render-step-add">
        <h3 id="render-step-add" className="editor-step__label">
          {t('addMediaPlate')}
        </h3>
        <div className="render-step__add-choices">
          {EDITOR_PLATE_CHOICES.map((choice) => (
            <Button key={choice} icon={ADD_CHOICES[choice].icon} onClick={() => add(choice)}>
              {t(ADD_CHOICES[choice].key)}
            </Button>
          ))}
        </div>
      </section>

      {editedPlate && (
        <PlateEditDialog
          key={editedPlate.id}
          plate={editedPlate}
          onClose={() => setEditing(null)}
          onDone={(changes) => {
            changePlates((list) => updateMediaPlate(list, editedPlate.id, changes), 'Edit media plate');
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}
