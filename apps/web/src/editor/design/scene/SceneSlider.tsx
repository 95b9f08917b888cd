import { useId } from 'react';
import { useEditor } from '../../store/EditorStoreContext';

export interface SceneSliderProps {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** The slider's position (percent, degrees). */
  readonly value: number;
  /** How the position reads ('120 %', '45°'). */
  readonly format: (value: number) => string;
  /** Stores a new position through the panel's `change` (one undo step per gesture). */
  readonly onChange: (value: number) => void;
  readonly testId?: string;
}

/**
 * A slider with a number field beside it (DESIGN.md "sliders with numeric fields"). A drag,
 * or a run of arrow-key presses, is one undo step: the gesture starts on pointer or key
 * down and ends on release (STYLE.md 13); the number field commits on each change.
 */
export function SceneSlider({ label, min, max, step, value, format, onChange, testId }: SceneSliderProps) {
  const id = useId();
  const beginGesture = useEditor((state) => state.beginGesture);
  const endGesture = useEditor((state) => state.endGesture);
  return (
    <div className="scene-slider" data-testid={testId}>
      <label htmlFor={id} className="editor-step__label">
        {label}
      </label>
      <div className="scene-slider__row">
        <input
          id={id}
          className="scene-slider__range"
          type="range"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-valuetext={format(value)}
          onPointerDown={beginGesture}
          onPointerUp={endGesture}
          onKeyDown={beginGesture}
          onKeyUp={endGesture}
          onBlur={endGesture}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        <input
          className="scene-slider__number"
          type="number"
          min={min}
          max={max}
          step={step}
          value={value}
          aria-label={label}
          onChange={(event) => {
            if (event.target.value !== '' && Number.isFinite(event.target.valueAsNumber))
              onChange(event.target.valueAsNumber);
          }}
        />
        <output htmlFor={id} className="scene-slider__value" aria-hidden="true">
          {format(value)}
        </output>
      </div>
    </div>
  );
}
