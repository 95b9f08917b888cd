import { SIZING_CHART_EXTENSIONS, SIZING_CHART_MAX_SIDE, isSizingChartFile, mediaSrc } from '@atelier/domain';
import { Button } from '@atelier/ui';
import { Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useStepsText } from '../i18n';
import { shrinkToJpegDataUrl } from './shrinkImage';

export interface SizingChartUploadProps {
  chartUrl: string | undefined;
  onChange: (chartUrl: string | undefined) => void;
  /** How a chosen image is shrunk (the browser's canvas by default). */
  shrink?: (file: Blob, maxSide: number) => Promise<string>;
}

/**
 * 001 §5 the sizing chart: .jpg, .jpeg or .png only (anything else is refused with a message),
 * shrunk so its longest side is at most 1200 px, stored as a jpeg data URL (uploaded at save).
 */
export function SizingChartUpload({
  chartUrl,
  onChange,
  shrink = shrinkToJpegDataUrl,
}: SizingChartUploadProps) {
  const { t } = useStepsText();
  const inputId = useId();
  const [error, setError] = useState<'type' | 'read' | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    if (!isSizingChartFile(file.name)) {
      setError('type');
      return;
    }
    setBusy(true);
    try {
      onChange(await shrink(file, SIZING_CHART_MAX_SIDE));
      setError(null);
    } catch {
      setError('read');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="sizing-chart">
      {chartUrl ? (
        <img className="sizing-chart__image" src={mediaSrc(chartUrl, 800)} alt={t('chartAlt')} />
      ) : (
        <p className="editor-step__empty">{t('noChart')}</p>
      )}
      <div className="editor-step__row">
        <label htmlFor={inputId} className="editor-step__label" aria-busy={busy || undefined}>
          {chartUrl ? t('replaceChart') : t('uploadChart')}
        </label>
        <input
          id={inputId}
          className="sizing-chart__input"
          type="file"
          accept={SIZING_CHART_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void choose(event)}
        />
        {chartUrl && (
          <Button size="sm" variant="ghost" icon={<Trash2 />} onClick={() => onChange(undefined)}>
            {t('removeChart')}
          </Button>
        )}
      </div>
      <p id={`${inputId}-hint`} className="editor-step__hint">
        {t('chartHint')}
      </p>
      {error && (
        <p className="editor-step__error" role="alert">
          {error === 'type' ? t('chartTypeRefused') : t('imageReadFailed')}
        </p>
      )}
    </div>
  );
}
