import {
  IMAGE_SUB_MODES,
  POPUP_PLATE_CHOICES,
  isComingSoonPlateType,
  parseYouTubeVideoId,
  plateChoiceOf,
  plateTypeOf,
  type ImageSubMode,
  type PlateChoice,
} from '@atelier/domain';
import type { MediaPlate } from '@atelier/schema';
import { Button, Dialog, SegmentedControl, TextField } from '@atelier/ui';
import { useId, useState, type ChangeEvent } from 'react';
import { useStepsText } from '../i18n';
import { isImageFile, readFileAsDataUrl } from '../readImageFile';

type PopupChoice = (typeof POPUP_PLATE_CHOICES)[number];

export interface PlateEditDialogProps {
  plate: MediaPlate;
  onClose: () => void;
  /** The popup's changes (type, url, caption), applied when the user is done. */
  onDone: (changes: Pick<MediaPlate, 'type' | 'url' | 'caption'>) => void;
}

const isPopupChoice = (choice: PlateChoice | null): choice is PopupChoice =>
  choice !== null && (POPUP_PLATE_CHOICES as readonly string[]).includes(choice);

/**
 * 001 §2, §4 the plate edit popup (600 px): the type (image, video or YouTube); an image by
 * link or upload (upload when none is chosen), read as a data URL; YouTube by its watch link,
 * whose v= is read; video says it is coming soon.
 */
export function PlateEditDialog({ plate, onClose, onDone }: PlateEditDialogProps) {
  const { t } = useStepsText();
  const start = plateChoiceOf(plate.type);
  const [choice, setChoice] = useState<PopupChoice>(isPopupChoice(start.choice) ? start.choice : 'image');
  const [subMode, setSubMode] = useState<ImageSubMode>(start.subMode ?? 'upload');
  const [url, setUrl] = useState(plate.type === 'capture' ? '' : (plate.url ?? ''));
  const [youtube, setYoutube] = useState(plate.type === 'youtube' ? (plate.url ?? '') : '');
  const [caption, setCaption] = useState(plate.caption ?? '');
  const [fileError, setFileError] = useState(false);
  const [touchedYoutube, setTouchedYoutube] = useState(false);
  const fileId = useId();

  const type = plateTypeOf(choice, subMode);
  const youtubeId = parseYouTubeVideoId(youtube);
  const imageUrl = choice === 'image' && (subMode === 'upload' ? url.startsWith('data:') : true) ? url : '';
  const canFinish =
    (choice === 'youtube' && youtubeId !== null) || (choice === 'image' && imageUrl.trim() !== '');

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isImageFile(file)) {
      setFileError(true);
      return;
    }
    try {
      setUrl(await readFileAsDataUrl(file));
      setFileError(false);
    } catch {
      setFileError(true);
    }
  };

  const finish = () => {
    setTouchedYoutube(true);
    if (!canFinish) return;
    onDone({
      type,
      url: choice === 'youtube' ? youtube.trim() : imageUrl.trim(),
      ...(caption.trim() === '' ? {} : { caption: caption.trim() }),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('editTitle')}
      className="plate-edit"
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" onClick={finish} aria-disabled={!canFinish}>
            {t('done')}
          </Button>
        </>
      }
    >
      <div className="plate-edit__body">
        <SegmentedControl
          label={t('plateType')}
          value={choice}
          onChange={setChoice}
          fullWidth
          options={[
            { value: 'image', label: t('typeImage') },
            { value: 'video', label: t('typeVideo') },
            { value: 'youtube', label: t('typeYoutube') },
          ]}
        />
        {choice === 'image' && (
          <>
            <SegmentedControl
              label={t('imageSource')}
              value={subMode}
              onChange={(mode) => {
                setSubMode(mode);
                setUrl('');
              }}
              size="sm"
              options={IMAGE_SUB_MODES.map((mode) => ({
                value: mode,
                label: mode === 'upload' ? t('imageUpload') : t('imageLink'),
              }))}
            />
            {subMode === 'link' ? (
              <TextField
                label={t('imageUrl')}
                type="url"
                inputMode="url"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
              />
            ) : (
              <div className="plate-edit__upload">
                <label htmlFor={fileId} className="editor-step__label">
                  {t('chooseImage')}
                </label>
                <input
                  id={fileId}
                  type="file"
                  accept="image/*"
                  onChange={(event) => void chooseFile(event)}
                />
                {fileError && (
                  <p className="editor-step__error" role="alert">
                    {t('imageReadFailed')}
                  </p>
                )}
              </div>
            )}
            {imageUrl !== '' && <img className="plate-edit__preview" src={imageUrl} alt="" />}
          </>
        )}
        {choice === 'youtube' && (
          <TextField
            label={t('youtubeLink')}
            type="url"
            inputMode="url"
            value={youtube}
            hint={t('youtubeHint')}
            onChange={(event) => setYoutube(event.target.value)}
            onBlur={() => setTouchedYoutube(true)}
            error={
              touchedYoutube && youtube.trim() !== '' && youtubeId === null ? t('youtubeNoId') : undefined
            }
          />
        )}
        {isComingSoonPlateType(type) && (
          <p className="editor-step__empty" role="status">
            {t('videoComingSoon')}
          </p>
        )}
        {choice !== 'video' && (
          <TextField
            label={t('caption')}
            value={caption}
            onChange={(event) => setCaption(event.target.value)}
          />
        )}
      </div>
    </Dialog>
  );
}
