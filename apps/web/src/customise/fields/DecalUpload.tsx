import { checkFormDecalUpload, type Message } from '@atelier/domain';
import type { FieldOfType } from '@atelier/schema';
import { useId, useState } from 'react';
import { convertOrKeep } from '../../lib/decal-image/prepareDecalImage';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';

const ACCEPT: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

interface DecalUploadProps {
  readonly field: FieldOfType<'decalLayerConfig'>;
  readonly uploadImage: (image: Blob, name: string) => Promise<string>;
  readonly onUploaded: (url: string, name: string) => void;
  readonly disabled?: boolean;
  /** The WebP conversion (the shared worker); tests give their own. */
  readonly convert?: (image: Blob) => Promise<Blob>;
}

/**
 * 002 §5: the shopper's own decal image: checked against the field's size and formats (the
 * 5 MB text verbatim), converted to WebP at 0.8, at most 2048 px, in the worker (the original
 * when that fails), then stored through `uploadImage`.
 */
export function DecalUpload({ field, uploadImage, onUploaded, disabled, convert }: DecalUploadProps) {
  const { t, m } = useCustomiseTexts();
  const id = useId();
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const [refusal, setRefusal] = useState<Message | null>(null);
  const accept = [...new Set(field.allowedFormats.map((format) => ACCEPT[format]).filter(Boolean))].join(',');
  const choose = async (file: File) => {
    const check = checkFormDecalUpload(file, field);
    if (!check.ok) {
      setRefusal(check.message);
      return;
    }
    setRefusal(null);
    setState('uploading');
    try {
      const image = await convertOrKeep(file, convert);
      onUploaded(await uploadImage(image, file.name), file.name);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="cf-upload" aria-busy={state === 'uploading' || undefined}>
      <label className="cf-upload__button" data-disabled={disabled || state === 'uploading' || undefined}>
        <input
          id={id}
          className="cf-visually-hidden"
          type="file"
          accept={accept}
          disabled={disabled || state === 'uploading'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void choose(file);
          }}
        />
        {t('upload')}
      </label>
      {state === 'uploading' && (
        <p className="cf-upload__progress" role="status">
          <progress aria-label={t('uploading')} />
          {t('uploading')}
        </p>
      )}
      {state === 'failed' && (
        <p className="cf-field__problem" role="alert">
          {t('uploadFailed')}
        </p>
      )}
      {refusal && (
        <p className="cf-field__problem" role="alert">
          {m(refusal)}
        </p>
      )}
    </div>
  );
}
