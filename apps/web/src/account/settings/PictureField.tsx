import { mediaSrc } from '@atelier/domain';
import { Avatar, Button, ProgressBar } from '@atelier/ui';
import { useMutation } from '@tanstack/react-query';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
import type { Me } from '../../api/types';
import { accountApi } from './accountApi';
import { cropPicture, MAX_PICTURE_BYTES, type PictureKind } from './cropImage';
import { ImageCropDialog } from './ImageCropDialog';
import type { AccountText } from './i18n/useAccountText';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif';
type Step = 'preparing' | 'uploading' | 'saving';
const STEPS: readonly Step[] = ['preparing', 'uploading', 'saving'];
const STEP_TEXT = { preparing: 'stepPreparing', uploading: 'stepUploading', saving: 'stepSaving' } as const;
const FIELD = { avatar: 'profile_image', banner: 'profile_banner' } as const;

export interface PictureFieldProps {
  kind: PictureKind;
  user: Me;
  t: AccountText;
  /** The account as the API answered it after a change. */
  onSaved: (user: Me, message: string) => void;
}

/**
 * The profile picture or the banner: choose a file, crop it in a dialog, then the cropped
 * pixels are uploaded through the image API and the answered id saved on the profile.
 */
export function PictureField({ kind, user, t, onSaved }: PictureFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const [source, setSource] = useState<string | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The chosen file's object URL lives until another is chosen or the field goes.
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  const current = kind === 'avatar' ? user.profile_image : user.profile_banner;
  const save = useMutation({
    mutationFn: async (area: Area | null) => {
      if (area === null) return accountApi.updateProfile({ [FIELD[kind]]: null });
      setStep('preparing');
      const picture = await cropPicture(source ?? '', area, kind);
      setStep('uploading');
      const uploaded = await accountApi.uploadImage(picture.fileName, picture.base64, user.id);
      setStep('saving');
      return accountApi.updateProfile({ [FIELD[kind]]: uploaded.id });
    },
    onSuccess: (answer, area) => {
      setError(null);
      setSource(null);
      onSaved(answer.user, area === null ? t('pictureRemoved') : t('pictureSaved'));
    },
    onError: () => setError(t('failed')),
    onSettled: () => setStep(null),
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) return setError(t('notAnImage'));
    if (file.size > MAX_PICTURE_BYTES) return setError(t('tooLarge'));
    setError(null);
    setSource(URL.createObjectURL(file));
  };
  const label = kind === 'avatar' ? t('avatar') : t('banner');
  return (
    <div className={`account-picture account-picture--${kind}`} role="group" aria-labelledby={labelId}>
      <div className="account-picture__head">
        <h3 id={labelId}>{label}</h3>
        <p className="account-hint">{kind === 'avatar' ? t('avatarHint') : t('bannerHint')}</p>
      </div>
      <div className="account-picture__preview">
        {kind === 'avatar' ? (
          <Avatar src={mediaSrc(current, 200)} name={user.name} size={96} />
        ) : current ? (
          <img src={mediaSrc(current, 1024)} alt={label} />
        ) : (
          <span className="account-picture__empty">{t('noBanner')}</span>
        )}
      </div>
      <div className="account-picture__actions">
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="account-picture__input"
          aria-label={`${label}: ${t('choosePicture')}`}
          tabIndex={-1}
          onChange={choose}
          data-testid={`${kind}-file`}
        />
        <Button icon={<ImagePlus />} disabled={save.isPending} onClick={() => input.current?.click()}>
          {t('choosePicture')}
        </Button>
        {current && (
          <Button variant="ghost" disabled={save.isPending} onClick={() => save.mutate(null)}>
            {t('remove')}
          </Button>
        )}
      </div>
      {step && (
        <ProgressBar
          value={((STEPS.indexOf(step) + 1) / STEPS.length) * 100}
          label={t('progress')}
          valueText={t(STEP_TEXT[step])}
          start={t(STEP_TEXT[step])}
        />
      )}
      {error && (
        <p className="account-error" role="alert">
          {error}
        </p>
      )}
      <ImageCropDialog
        key={source ?? 'closed'}
        src={save.isPending ? null : source}
        kind={kind}
        t={t}
        onCancel={() => setSource(null)}
        onCrop={(area) => save.mutate(area)}
      />
    </div>
  );
}
