import { Button } from '@atelier/ui';
import { Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../api/http';
import { type AiImage, useGenerateAiImage } from './aiImagesApi';
import type { AiText } from './i18n/useAiText';
import './ai.css';

export interface AiImageGeneratorProps {
  readonly t: AiText;
  readonly promptMax: number;
  /** A new image was made (it is stored and in the user's list already). */
  readonly onGenerated: (image: AiImage) => void;
}

/**
 * The prompt and 'Generate': the request goes to the server, which holds the key and
 * stores the result; progress while it works, the server's reason when it cannot.
 */
export function AiImageGenerator({ t, promptMax, onGenerated }: AiImageGeneratorProps) {
  const id = useId();
  const [prompt, setPrompt] = useState('');
  const [missing, setMissing] = useState(false);
  const generate = useGenerateAiImage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    if (prompt.trim() === '') {
      setMissing(true);
      return;
    }
    generate.mutate(prompt.trim(), { onSuccess: onGenerated });
  };
  const error = generate.error
    ? t('failed', { message: generate.error instanceof ApiError ? generate.error.message : '' }).trim()
    : null;
  return (
    <form className="ai-generator" onSubmit={submit} aria-busy={generate.isPending}>
      <label htmlFor={`${id}-prompt`} className="ai-generator__label">
        {t('promptLabel')}
      </label>
      <textarea
        id={`${id}-prompt`}
        className="ai-generator__prompt"
        rows={3}
        maxLength={promptMax}
        value={prompt}
        placeholder={t('promptPlaceholder')}
        aria-describedby={`${id}-count${missing ? ` ${id}-missing` : ''}`}
        aria-invalid={missing || undefined}
        disabled={generate.isPending}
        onChange={(event) => {
          setPrompt(event.target.value);
          setMissing(false);
        }}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter generates, as in chat boxes; Enter alone is a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
        }}
      />
      <div className="ai-generator__row">
        <span id={`${id}-count`} className="ai-generator__count">
          {t('promptCount', { count: prompt.length, max: promptMax })}
        </span>
        <Button type="submit" variant="primary" disabled={generate.isPending}>
          <Sparkles aria-hidden="true" />
          {t('generate')}
        </Button>
      </div>
      {missing && (
        <p id={`${id}-missing`} className="ai-generator__error" role="alert">
          {t('promptRequired')}
        </p>
      )}
      <div aria-live="polite" className="ai-generator__status">
        {generate.isPending && (
          <div className="ai-generator__progress" data-testid="ai-progress">
            {/* Indeterminate: the endpoint reports no progress of its own. */}
            <div className="ai-generator__bar" role="progressbar" aria-label={t('generating')}>
              <span />
            </div>
            <p>{t('generating')}</p>
          </div>
        )}
      </div>
      {error && (
        <p className="ai-generator__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
