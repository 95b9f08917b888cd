import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import './Disclosure.css';

export interface DisclosureProps {
  summary: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}

/** An expandable section on the native details element (keyboard and screen readers for free). */
export function Disclosure({ summary, children, defaultOpen = false }: DisclosureProps) {
  return (
    <details className="ui-disclosure" open={defaultOpen || undefined}>
      <summary className="ui-disclosure__summary">
        <span>{summary}</span>
        <ChevronDown aria-hidden="true" className="ui-disclosure__chevron" />
      </summary>
      <div className="ui-disclosure__content">{children}</div>
    </details>
  );
}
