import { useEffect, useId, useRef } from 'react';
import { useEditor } from '../../store/EditorStoreContext';

/** How long the keys rest before a run of presses is one finished undo step. */
export const KEY_RUN_PAUSE_MS = 700;

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
 * or a run of arrow-key presses, is one undo step (STYLE.md 13): the gesture starts on
 * pointer or key down and ends on pointer release, on leaving the slider, or a moment after
 * the last key is let go; the number field commits on each change.
 */
export function SceneSlider({ label, min, max, step, value, format, onChange, testId }: SceneSliderProps) {
  const id = useId();
  const beginGesture = useEditor((state) => state.beginGesture);
  const endGesture = useEditor((state) => state.endGesture);
  const inGesture = useRef(false);
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const begin = () => {
    clearTimeout(pause.current);
    if (inGesture.current) return;
    inGesture.current = true;
    beginGesture();
  };
  const end = () => {
    clearTimeout(pause.current);
    if (!inGesture.current) return;
    inGesture.current = false;
    endGesture();
  };
  // A run of key presses ends when the keys rest (a person nudging in steps).
  const endSoon = () => {
    clearTimeout(pause.current);
    pause.current = setTimeout(end, KEY_RUN_PAUSE_MS);
  };
  // Leaving mid-gesture (the panel closes) still ends it.
  useEffect(
    () => () => {
      clearTimeout(pause.current);
      if (inGesture.current) endGesture();
    },
    [endGesture],
  );
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
          onPointerDown={begin}
          onPointerUp={end}
          onKeyDown={begin}
          onKeyUp={endSoon}
          onBlur={end}
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
