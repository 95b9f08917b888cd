import type { ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  icon?: ReactNode;
  /** A way forward: a button or a link (DESIGN.md "full-page states ... with a way forward"). */
  action?: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 1 | 2 | 3;
  /** Full page: centred with generous space; otherwise inline. */
  page?: boolean;
}

/** A full-page or inline state for empty lists, errors and pages not open yet. */
export function EmptyState({ title, children, icon, action, level = 2, page = false }: EmptyStateProps) {
  const Heading = `h${level}` as const;
  return (
    <section className="ui-empty" data-page={page || undefined}>
      {icon && (
        <span className="ui-empty__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className="ui-empty__title">{title}</Heading>
      {children !== undefined && <div className="ui-empty__text">{children}</div>}
      {action !== undefined && <div className="ui-empty__action">{action}</div>}
    </section>
  );
}
