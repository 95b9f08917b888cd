import { Check } from 'lucide-react';

export interface PresetChoice {
  readonly id: string;
  readonly label: string;
  /** A thumbnail address, or a CSS colour / gradient to fill the swatch with. */
  readonly thumb?: string;
  readonly fill?: string;
  /** A second line (a Pantone code). */
  readonly detail?: string;
}

export interface PresetGridProps {
  readonly label: string;
  readonly choices: readonly PresetChoice[];
  readonly selected: string | undefined;
  readonly onChoose: (id: string) => void;
  /** Small swatches (colours) rather than picture tiles. */
  readonly compact?: boolean;
  readonly testId?: string;
}

/**
 * A grid of presets as toggle buttons (aria-pressed): Tab moves between them, Enter or
 * Space chooses. The chosen one carries a check and the accent border.
 */
export function PresetGrid({ label, choices, selected, onChoose, compact = false, testId }: PresetGridProps) {
  return (
    <ul className="scene-grid" data-compact={compact || undefined} aria-label={label} data-testid={testId}>
      {choices.map((choice) => {
        const pressed = choice.id === selected;
        return (
          <li key={choice.id}>
            <button
              type="button"
              className="scene-grid__choice"
              aria-pressed={pressed}
              data-preset={choice.id}
              title={choice.detail ? `${choice.label} (${choice.detail})` : choice.label}
              onClick={() => onChoose(choice.id)}
            >
              <span
                className="scene-grid__swatch"
                style={choice.fill ? { background: choice.fill } : undefined}
                aria-hidden="true"
              >
                {choice.thumb && <img src={choice.thumb} alt="" loading="lazy" decoding="async" />}
                {pressed && <Check className="scene-grid__check" />}
              </span>
              <span className={compact ? 'ui-visually-hidden' : 'scene-grid__label'}>
                {choice.label}
                {choice.detail && <span className="ui-visually-hidden"> {choice.detail}</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
