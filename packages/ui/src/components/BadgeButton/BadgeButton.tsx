import type { ComponentPropsWithRef, ReactNode } from 'react';
import '../Badge/Badge.css';
import '../Button/Button.css';
import './BadgeButton.css';

export interface BadgeButtonProps extends ComponentPropsWithRef<'button'> {
  icon: ReactNode;
  /** The number over the icon; nothing is drawn for 0 or less. */
  count: number;
  /** Above this, `max+` is drawn (default 99). */
  max?: number;
  /** The button's name; it should say the count too ('Notifications (2 unread)'). */
  'aria-label': string;
}

/**
 * A ghost icon button with a counter over it (the notifications bell). One native button
 * carrying every prop, so a Radix trigger (`asChild`) can put its aria-expanded and handlers
 * on it. The counter is drawn, not read: the button's name already says it.
 */
export function BadgeButton({ icon, count, max = 99, className, ...props }: BadgeButtonProps) {
  return (
    <button
      type="button"
      {...props}
      className={className ? `ui-button ui-badge-button ${className}` : 'ui-button ui-badge-button'}
      data-variant="ghost"
      data-size="md"
      data-icon-only=""
    >
      <span className="ui-button__content">
        <span className="ui-button__icon" aria-hidden="true">
          {icon}
        </span>
      </span>
      {count > 0 && (
        <span
          className="ui-badge ui-badge-button__badge"
          data-count={count > max ? `${max}+` : String(count)}
          aria-hidden="true"
        />
      )}
    </button>
  );
}
