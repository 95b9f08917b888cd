import { LoaderCircle } from 'lucide-react';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import './Button.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** Every size is at least 40 px tall, the minimum touch target. */
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** 'primary' is the one main action of a view; the default 'secondary' suits everything else. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner over the label and ignores clicks, but keeps the button focusable (it uses
   * `aria-disabled`, not `disabled`) so keyboard users do not lose their place.
   */
  loading?: boolean;
  /** An icon, typically from lucide-react. A button with an icon and no children needs an `aria-label`. */
  icon?: ReactNode;
  iconPosition?: 'start' | 'end';
  /** Stretches the button to the width of its container. */
  fullWidth?: boolean;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  icon,
  iconPosition = 'start',
  fullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ref,
  ...buttonProps
}: ButtonProps) {
  const ariaDisabled = buttonProps['aria-disabled'];
  // Loading and aria-disabled buttons stay focusable but must not act.
  const actionBlocked = loading || ariaDisabled === true || ariaDisabled === 'true';
  const hasLabel = children !== undefined && children !== null && children !== false;
  const iconElement = icon ? (
    <span className="ui-button__icon" aria-hidden="true">
      {icon}
    </span>
  ) : null;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (actionBlocked) {
      // Also stops a submit button from submitting its form again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...buttonProps}
      ref={ref}
      type={type}
      className={className ? `ui-button ${className}` : 'ui-button'}
      data-variant={variant}
      data-size={size}
      data-icon-only={icon && !hasLabel ? '' : undefined}
      data-full-width={fullWidth ? '' : undefined}
      aria-busy={loading || undefined}
      aria-disabled={actionBlocked || undefined}
      onClick={handleClick}
    >
      <span className="ui-button__content">
        {iconPosition === 'start' && iconElement}
        {hasLabel && <span className="ui-button__label">{children}</span>}
        {iconPosition === 'end' && iconElement}
      </span>
      {loading && (
        <span className="ui-button__spinner" aria-hidden="true">
          <LoaderCircle />
        </span>
      )}
    </button>
  );
}
