import { mediaSrc } from '@atelier/domain';
import { Button } from '@atelier/ui';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { api } from '../../../api/endpoints';
import { useShopText } from './i18n/useShopText';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

export interface ShopImageFieldProps {
  label: string;
  /** The uploaded image's id (or null without a picture). */
  value: string | null;
  onChange: (imageId: string | null) => void;
  /** The signed-in creator: uploads are stored as theirs. */
  userId: string;
  error?: string | undefined;
  /** Width / height of the preview. */
  aspectRatio?: number;
  /** The upload (the image API by default); stories and tests give their own. */
  upload?: (fileName: string, dataUrl: string, userId: string) => Promise<{ id: string }>;
}

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });

/**
 * A picture of the shop (banner, card): chosen from the device, uploaded at once through the
 * image API (000 §7 images: only ids are stored, never data URLs), shown as a preview.
 */
export function ShopImageField({
  label,
  value,
  onChange,
  userId,
  error,
  aspectRatio = 16 / 9,
  upload = api.uploadImage,
}: ShopImageFieldProps) {
  const { t } = useShopText();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'type' | 'upload' | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) {
      setProblem('type');
      return;
    }
    setBusy(true);
    try {
      const extension = file.type.split('/')[1] === 'jpeg' ? 'jpg' : (file.type.split('/')[1] ?? 'png');
      const answer = await upload(`shop.${extension}`, await readAsDataUrl(file), userId);
      onChange(answer.id);
      setProblem(null);
    } catch {
      setProblem('upload');
    } finally {
      setBusy(false);
    }
  };

  const message = problem === 'type' ? t('imageType') : problem === 'upload' ? t('uploadFailed') : error;
  return (
    <div className="shop-image" role="group" aria-labelledby={`${inputId}-label`}>
      <span id={`${inputId}-label`} className="ui-field__label">
        {label}
      </span>
      <div className="shop-image__preview" style={{ aspectRatio: String(aspectRatio) }}>
        {value ? <img src={mediaSrc(value, 500)} alt="" /> : <span>{t('noImage')}</span>}
      </div>
      <div className="shop-image__actions">
        <label
          htmlFor={inputId}
          className="shop-image__choose"
          aria-busy={busy || undefined}
          data-invalid={message ? true : undefined}
        >
          <ImagePlus aria-hidden="true" />
          {busy ? t('uploading') : value ? t('replaceImage') : t('chooseImage')}
        </label>
        <input
          id={inputId}
          className="shop-image__input"
          type="file"
          accept={ACCEPTED.join(',')}
          disabled={busy}
          aria-label={`${label}: ${value ? t('replaceImage') : t('chooseImage')}`}
          aria-describedby={message ? `${inputId}-error` : undefined}
          onChange={(event) => void choose(event)}
        />
        {value && (
          <Button size="sm" variant="ghost" icon={<Trash2 />} onClick={() => onChange(null)}>
            {t('removeImage')}
          </Button>
        )}
      </div>
      {message && (
        <p id={`${inputId}-error`} className="ui-field__error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
