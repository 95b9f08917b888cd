import {
  answerPrintChecks,
  checkFormDecalUpload,
  type ImageSize,
  type Message,
  type PrintGuardSetup,
  type PrintResolutionVerdict,
} from '@atelier/domain';
import type { CombinationConfig, FieldOfType } from '@atelier/schema';
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
  /** The design the image goes on, and the print guard (issue 20); no guard, no DPI shown. */
  readonly config?: CombinationConfig;
  readonly printGuard?: PrintGuardSetup;
  /** Reads the prepared image's pixel size; tests give their own. */
  readonly measure?: (image: Blob) => Promise<ImageSize>;
}

/** The browser's decoder: the pixel size of the image as it will be stored. */
const measureImage = async (image: Blob): Promise<ImageSize> => {
  const bitmap = await createImageBitmap(image);
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
};

// Stands for the new image while it is judged: the domain places answers by their URL.
const PROBE_URL = 'about:print-probe';

/**
 * Issue 20: where this field's answer puts the image, the verdict for its pixel size; null when
 * the part has no print area or the image cannot be measured (the server still judges it).
 */
async function judgeUpload(
  image: Blob,
  field: FieldOfType<'decalLayerConfig'>,
  config: CombinationConfig,
  guard: PrintGuardSetup,
  measure: (image: Blob) => Promise<ImageSize>,
): Promise<PrintResolutionVerdict | null> {
  let size: ImageSize;
  try {
    size = await measure(image);
  } catch {
    return null;
  }
  const checks = answerPrintChecks(config, { [field.id]: { url: PROBE_URL } }, guard, (url) =>
    url === PROBE_URL ? size : null,
  );
  return checks[0]?.verdict ?? null;
}

/** The verdict in plain words: what it prints at, and why it is a worry or refused. */
function PrintVerdict({ verdict }: { verdict: PrintResolutionVerdict }) {
  const { t } = useCustomiseTexts();
  const params = { dpi: verdict.dpi, target: verdict.target, floor: verdict.floor };
  if (verdict.level === 'refused')
    return (
      <p className="cf-field__problem" role="alert" data-print="refused">
        {t('printRefused', params)}
      </p>
    );
  return (
    <p className="cf-field__hint" role="status" data-print={verdict.level}>
      {t(verdict.level === 'warn' ? 'printWarn' : 'printOk', params)}
    </p>
  );
}

/**
 * 002 §5: the shopper's own decal image: checked against the field's size and formats (the
 * 5 MB text verbatim), converted to WebP at 0.8, at most 2048 px, in the worker (the original
 * when that fails), then stored through `uploadImage`.
 */
export function DecalUpload(props: DecalUploadProps) {
  const { field, uploadImage, onUploaded, disabled, convert, config, printGuard } = props;
  const measure = props.measure ?? measureImage;
  const { t, m } = useCustomiseTexts();
  const id = useId();
  const [state, setState] = useState<'idle' | 'uploading' | 'failed'>('idle');
  const [refusal, setRefusal] = useState<Message | null>(null);
  const [print, setPrint] = useState<PrintResolutionVerdict | null>(null);
  const accept = [...new Set(field.allowedFormats.map((format) => ACCEPT[format]).filter(Boolean))].join(',');
  const choose = async (file: File) => {
    const check = checkFormDecalUpload(file, field);
    if (!check.ok) {
      setRefusal(check.message);
      return;
    }
    setRefusal(null);
    setPrint(null);
    setState('uploading');
    try {
      const image = await convertOrKeep(file, convert);
      // Judged as stored (converted, at most 2048 px): the size the server and the print files see.
      const verdict =
        config && printGuard ? await judgeUpload(image, field, config, printGuard, measure) : null;
      setPrint(verdict);
      if (verdict?.level === 'refused') {
        setState('idle');
        return;
      }
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
      {print && <PrintVerdict verdict={print} />}
      {refusal && (
        <p className="cf-field__problem" role="alert">
          {m(refusal)}
        </p>
      )}
    </div>
  );
}
