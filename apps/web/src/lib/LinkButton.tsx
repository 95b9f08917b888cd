import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export interface LinkButtonProps extends LinkProps {
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md' | 'lg';
  icon?: ReactNode;
  /** An icon-only link needs an aria-label. */
  children?: ReactNode;
}

/** A router link that looks like `@atelier/ui`'s Button (navigation stays a link for assistive technology). */
export function LinkButton({
  variant = 'secondary',
  size = 'md',
  icon,
  children,
  className,
  ...linkProps
}: LinkButtonProps) {
  const iconOnly = icon !== undefined && (children === undefined || children === null);
  return (
    <Link
      {...linkProps}
      className={className ? `ui-button ${className}` : 'ui-button'}
      data-variant={variant}
      data-size={size}
      data-icon-only={iconOnly ? '' : undefined}
      style={{ textDecoration: 'none', ...linkProps.style }}
    >
      <span className="ui-button__content">
        {icon && (
          <span className="ui-button__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {!iconOnly && <span className="ui-button__label">{children}</span>}
      </span>
    </Link>
  );
}
