import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface BadgeButtonProps extends ComponentPropsWithRef<'button'> {
  icon: ReactNode;
  count: number;
  'aria-label': string;
}

/**
 * An icon button with a counter over it (the bell). One native button carrying every prop, so
 * a Radix trigger (`asChild`) can put its aria-expanded and handlers on it.
 */
export function BadgeButton({ icon, count, className, ...props }: BadgeButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={className ? `ui-button shell-badge-button ${className}` : 'ui-button shell-badge-button'}
      data-variant="ghost"
      data-size="md"
      data-icon-only=""
    >
      <span className="ui-button__content">
        <span className="ui-button__icon" aria-hidden="true">
          {icon}
        </span>
      </span>
      {/* The count is drawn by CSS (data-count): the button's name already says it. */}
      {count > 0 && (
        <span
          className="shell-badge-button__badge ui-badge shell-count"
          data-count={count > 99 ? '99+' : String(count)}
          aria-hidden="true"
        />
      )}
    </button>
  );
}
