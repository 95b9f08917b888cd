import type { Part } from '@atelier/schema';
import { message as domainMessage } from '@atelier/domain';
import type { ReactNode } from 'react';
import { useMessage } from '../../../../i18n/storefrontI18n';

/**
 * The design's parts as checkboxes (a material or part selector's target parts), or 002 §8's
 * 'No parts available. …' when the design has none.
 */
export function PartChecklist({
  label,
  parts,
  checked,
  onChange,
  renderChecked,
}: {
  readonly label: string;
  readonly parts: readonly Part[];
  readonly checked: readonly string[];
  readonly onChange: (targetParts: string[]) => void;
  /** More under a checked part (a part selector's display name). */
  readonly renderChecked?: (part: Part) => ReactNode;
}) {
  const message = useMessage();
  return (
    <fieldset className="form-settings__checklist">
      <legend className="form-settings__legend">{label}</legend>
      {parts.length === 0 ? (
        <p role="status" className="form-settings__empty">
          {message(domainMessage('empty.noParts'))}
        </p>
      ) : (
        <ul className="form-settings__list">
          {parts.map((part) => {
            const on = checked.includes(part.value);
            return (
              <li key={part.value}>
                <label className="form-settings__toggle">
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={() =>
                      // Keeps the design's part order whatever order they were checked in.
                      onChange(
                        parts
                          .map((p) => p.value)
                          .filter((id) => (id === part.value ? !on : checked.includes(id))),
                      )
                    }
                  />
                  <span>{part.text || part.value}</span>
                </label>
                {on && renderChecked?.(part)}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
