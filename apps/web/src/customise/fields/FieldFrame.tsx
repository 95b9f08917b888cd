import './fields.css';
import { type Message, textIn } from '@atelier/domain';
import type { Field } from '@atelier/schema';
import type { ReactNode } from 'react';
import { useCustomiseTexts } from '../i18n/useCustomiseTexts';

/** Element ids of a field's parts, from its id prefix (unique on the page). */
export const fieldIds = (idPrefix: string) => ({
  legend: `${idPrefix}-title`,
  subtitle: `${idPrefix}-subtitle`,
  hint: `${idPrefix}-hint`,
  problem: `${idPrefix}-problem`,
});

/**
 * What every control of a field carries: invalid when the field has a problem, described by the
 * problem (and a hint), so a screen reader reads both where the focus is.
 */
export function controlA11y(idPrefix: string, problem: Message | null, hint = false) {
  const ids = fieldIds(idPrefix);
  const describedBy = [problem ? ids.problem : null, hint ? ids.hint : null].filter(Boolean).join(' ');
  return {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

interface FieldFrameProps {
  readonly field: Field;
  readonly language: string;
  readonly idPrefix: string;
  readonly problem: Message | null;
  /** A hint under the controls (a limit, a counter), read with them. */
  readonly hint?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A question: its title (the creator's text in the shopper's language, else English), subtitle,
 * required mark, controls and the problem at the field. A fieldset, so a group of radios or
 * boxes is announced with its question.
 */
export function FieldFrame({ field, language, idPrefix, problem, hint, children }: FieldFrameProps) {
  const { t, m } = useCustomiseTexts();
  const ids = fieldIds(idPrefix);
  const subtitle = field.subtitle === undefined ? '' : textIn(field.subtitle, language);
  return (
    <fieldset className="cf-field" data-type={field.type} data-invalid={problem ? true : undefined}>
      <legend id={ids.legend} className="cf-field__title">
        {textIn(field.title, language)}
        {field.required && (
          <>
            <span className="cf-field__required" aria-hidden="true">
              {' *'}
            </span>
            <span className="cf-visually-hidden"> ({t('required')})</span>
          </>
        )}
      </legend>
      {subtitle && (
        <p id={ids.subtitle} className="cf-field__subtitle">
          {subtitle}
        </p>
      )}
      {children}
      {hint !== undefined && hint !== null && hint !== false && (
        <p id={ids.hint} className="cf-field__hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={ids.problem} className="cf-field__problem">
          {m(problem)}
        </p>
      )}
    </fieldset>
  );
}
