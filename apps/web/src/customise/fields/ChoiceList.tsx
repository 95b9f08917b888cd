import type { Message } from '@atelier/domain';
import type { ReactNode } from 'react';
import { controlA11y } from './FieldFrame';

export interface Choice {
  readonly value: string;
  readonly label: ReactNode;
  /** A thumbnail or swatch shown with the label (decorative: the label names it). */
  readonly media?: ReactNode;
  /** A second line: an extra price, a note. */
  readonly detail?: ReactNode;
}

interface ChoiceListProps {
  readonly idPrefix: string;
  readonly choices: readonly Choice[];
  readonly selected: readonly string[];
  /** Checkboxes (several) or radios (one). */
  readonly multiple: boolean;
  readonly onToggle: (value: string) => void;
  readonly problem: Message | null;
  readonly layout?: 'grid' | 'list' | 'buttons' | 'swatches';
  readonly disabled?: boolean;
  /** A choice that may not be taken now (a checkbox at its limit). */
  readonly isDisabled?: (value: string) => boolean;
  readonly hint?: boolean;
}

/**
 * Native radios or checkboxes drawn as tiles: arrow keys move between radios and Space ticks a
 * box, as everywhere else, and the focus ring shows on the tile.
 */
export function ChoiceList({
  idPrefix,
  choices,
  selected,
  multiple,
  onToggle,
  problem,
  layout = 'list',
  disabled = false,
  isDisabled,
  hint = false,
}: ChoiceListProps) {
  const a11y = controlA11y(idPrefix, problem, hint);
  return (
    <div className="cf-choices" data-layout={layout}>
      {choices.map((choice, index) => {
        const checked = selected.includes(choice.value);
        const off = disabled || (!checked && (isDisabled?.(choice.value) ?? false));
        return (
          <label
            key={choice.value}
            className="cf-choice"
            data-checked={checked || undefined}
            data-disabled={off || undefined}
          >
            <input
              className="cf-choice__input"
              type={multiple ? 'checkbox' : 'radio'}
              id={`${idPrefix}-choice-${index}`}
              name={idPrefix}
              value={choice.value}
              checked={checked}
              disabled={off}
              onChange={() => onToggle(choice.value)}
              {...a11y}
            />
            {choice.media}
            <span className="cf-choice__text">
              <span className="cf-choice__label">{choice.label}</span>
              {choice.detail !== undefined && <span className="cf-choice__detail">{choice.detail}</span>}
            </span>
          </label>
        );
      })}
    </div>
  );
}
