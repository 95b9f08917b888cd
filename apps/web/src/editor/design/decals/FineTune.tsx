import { decalPositionReadout, fineTuneRotation, padHexColor } from '@atelier/domain';
import { DECAL_LIMITS, type PlacedDecal, type Vec2 } from '@atelier/schema';
import { useId, useState } from 'react';
import type { LayerPlacement } from './UvCanvas';
import type { DecalsKey } from './i18n/en';
import type { DecalsText } from './i18n/useDecalsText';

interface SliderFieldProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly disabled: boolean;
  readonly testId: string;
  readonly onChange: (value: number) => void;
  readonly onGesture: (phase: 'start' | 'end') => void;
}

const decimals = (step: number) => (String(step).split('.')[1] ?? '').length;

/** A slider with the number beside it (DESIGN.md): a pointer drag on it is one undo step. */
function SliderField({
  label,
  value,
  min,
  max,
  step,
  disabled,
  testId,
  onChange,
  onGesture,
}: SliderFieldProps) {
  const id = useId();
  const shown = Number(value.toFixed(decimals(step)));
  const [typed, setTyped] = useState<string | null>(null);
  const commit = (text: string) => {
    setTyped(null);
    const number = Number(text);
    if (text.trim() !== '' && Number.isFinite(number)) onChange(Math.min(max, Math.max(min, number)));
  };
  return (
    <div className="decals-slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={shown}
        disabled={disabled}
        data-testid={testId}
        onPointerDown={() => onGesture('start')}
        onPointerUp={() => onGesture('end')}
        onPointerCancel={() => onGesture('end')}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <input
        type="number"
        className="decals-slider__number"
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={typed ?? String(shown)}
        disabled={disabled}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
      />
    </div>
  );
}

interface FineTuneProps {
  readonly t: DecalsText;
  readonly decal: PlacedDecal;
  readonly disabled: boolean;
  readonly onPlace: (placement: LayerPlacement) => void;
  readonly onOffset: (offset: Vec2) => void;
  readonly onColor: (color: string) => void;
  readonly onGesture: (phase: 'start' | 'end') => void;
}

/**
 * 002 §5 fine-tune: position x and y 0 to 1 step 0.025, rotation -180 to 180 step 5, scale
 * 0.025 to 10 step 0.025, offset -1 to 1 step 0.025; the colour picker with its 6-digit hex
 * (001 §4) and the position readout, scaled by 0.015 past 15 (001 §4).
 */
export function FineTune({ t, decal, disabled, onPlace, onOffset, onColor, onGesture }: FineTuneProps) {
  const { position, scale, offset, fineTuneRotation: rotation } = DECAL_LIMITS;
  const colorId = useId();
  const hex = padHexColor(decal.color ?? '#ffffff') ?? '#ffffff';
  const [typedHex, setTypedHex] = useState<string | null>(null);
  const readout = decal.world_position ? decalPositionReadout(decal.world_position) : null;
  const slider = (
    key: DecalsKey,
    testId: string,
    value: number,
    range: { min: number; max: number; step: number },
    set: (n: number) => void,
  ) => (
    <SliderField
      label={t(key)}
      value={value}
      min={range.min}
      max={range.max}
      step={range.step}
      disabled={disabled}
      testId={testId}
      onChange={set}
      onGesture={onGesture}
    />
  );
  return (
    <section className="decals-section" aria-labelledby="decals-fine-tune">
      <h4 id="decals-fine-tune" className="decals-section__title">
        {t('fineTune')}
      </h4>
      <div className="decals-fine-tune">
        {slider('positionX', 'decals-position-x', decal.position.x, position, (x) =>
          onPlace({ position: { x, y: decal.position.y } }),
        )}
        {slider('positionY', 'decals-position-y', decal.position.y, position, (y) =>
          onPlace({ position: { x: decal.position.x, y } }),
        )}
        {slider('rotation', 'decals-rotation', fineTuneRotation(decal.rotation), rotation, (r) =>
          onPlace({ rotation: r }),
        )}
        {slider('scaleX', 'decals-scale-x', decal.scale.x, scale, (x) =>
          onPlace({ scale: { x, y: decal.scale.y } }),
        )}
        {slider('scaleY', 'decals-scale-y', decal.scale.y, scale, (y) =>
          onPlace({ scale: { x: decal.scale.x, y } }),
        )}
        {slider('offsetX', 'decals-offset-x', decal.offset.x, offset, (x) =>
          onOffset({ x, y: decal.offset.y }),
        )}
        {slider('offsetY', 'decals-offset-y', decal.offset.y, offset, (y) =>
          onOffset({ x: decal.offset.x, y }),
        )}
        <div className="decals-slider">
          <label htmlFor={colorId}>{t('color')}</label>
          <input
            id={colorId}
            type="color"
            value={hex}
            disabled={disabled}
            onChange={(event) => onColor(padHexColor(event.target.value) ?? hex)}
          />
          <input
            type="text"
            className="decals-slider__number price"
            aria-label={t('color')}
            data-testid="decals-color-hex"
            value={typedHex ?? hex}
            disabled={disabled}
            spellCheck={false}
            onChange={(event) => setTypedHex(event.target.value)}
            onBlur={(event) => {
              setTypedHex(null);
              const padded = padHexColor(event.target.value);
              if (padded) onColor(padded);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
          />
        </div>
      </div>
      <p className="decals-readout" data-testid="decals-readout">
        <span>{t('readout')}</span>{' '}
        {readout ? (
          <span className="price">
            {readout.x.toFixed(2)}, {readout.y.toFixed(2)}, {readout.z.toFixed(2)}
          </span>
        ) : (
          <span className="decals-muted">{t('readoutUnknown')}</span>
        )}
      </p>
    </section>
  );
}
