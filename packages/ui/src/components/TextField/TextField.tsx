import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './TextField.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: ReactNode;
  /** Shown under the field. */
  hint?: ReactNode;
  /** An inline validation message at the field (DESIGN.md); marks the field invalid. */
  error?: ReactNode;
  hideLabel?: boolean;
}

/** A labelled input with its hint and inline error wired to it for assistive technology. */
export function TextField({
  label,
  hint,
  error,
  hideLabel = false,
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const described = [hint !== undefined ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `ui-field ${className}` : 'ui-field'}>
      <label htmlFor={id} className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      <input
        {...inputProps}
        id={id}
        className="ui-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint !== undefined && (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error ? (
        <p id={`${id}-error`} className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
