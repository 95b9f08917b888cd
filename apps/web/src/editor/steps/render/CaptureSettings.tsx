import { captureInfoOf } from '@atelier/domain';
import type { CaptureInfo, MediaPlate } from '@atelier/schema';
import { MAX_CAPTURE_SIDE } from '@atelier/schema';
import { Button, TextField } from '@atelier/ui';
import { Camera } from 'lucide-react';
import { useState } from 'react';
import { useStepsText } from '../i18n';

type Vec3 = [number, number, number];

export interface CaptureSettingsProps {
  plate: MediaPlate;
  onChange: (changes: Partial<CaptureInfo>) => void;
  /** Takes the viewer's current camera; undefined while the viewer is not ready. */
  onUseCamera: (() => void) | undefined;
}

/** A number field that keeps what is typed and reports only valid numbers. */
function NumberField({
  label,
  value,
  min,
  max,
  step,
  integer = false,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  min?: number;
  max?: number;
  step?: number;
  integer?: boolean;
  onCommit: (value: number) => void;
}) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (value === undefined ? '' : String(Math.round(value * 1000) / 1000));
  const accepts = (typed: string) => {
    const number = Number(typed);
    return (
      typed.trim() !== '' &&
      Number.isFinite(number) &&
      (!integer || Number.isInteger(number)) &&
      (min === undefined || number >= min) &&
      (max === undefined || number <= max)
    );
  };
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      value={shown}
      min={min}
      max={max}
      step={step ?? (integer ? 1 : 'any')}
      aria-invalid={!accepts(shown) || undefined}
      onChange={(event) => {
        setText(event.target.value);
        if (accepts(event.target.value)) onCommit(Number(event.target.value));
      }}
      onBlur={() => setText(null)}
    />
  );
}

/**
 * 001 §3 captureInfo in pro mode: size, position, rotation and fov, and 'use the current
 * camera'. Without a position the capture uses the design's initial camera.
 */
export function CaptureSettings({ plate, onChange, onUseCamera }: CaptureSettingsProps) {
  const { t } = useStepsText();
  const info = captureInfoOf(plate);
  const axes = [t('axisX'), t('axisY'), t('axisZ')] as const;
  const vector = (name: 'position' | 'rotation', legend: string) => (
    <fieldset className="capture-settings__vector">
      <legend className="editor-step__label">{legend}</legend>
      {info[name] === undefined && <p className="editor-step__hint">{t('initialCamera')}</p>}
      <div className="capture-settings__axes">
        {axes.map((axis, index) => (
          <NumberField
            key={axis}
            label={`${legend} ${axis}`}
            value={info[name]?.[index]}
            onCommit={(value) => {
              const current: Vec3 = [...(info[name] ?? [0, 0, 0])];
              current[index] = value;
              onChange({ [name]: current });
            }}
          />
        ))}
      </div>
    </fieldset>
  );
  return (
    <div className="capture-settings">
      <div className="capture-settings__size">
        <NumberField
          label={t('captureWidth')}
          value={info.size[0]}
          min={1}
          max={MAX_CAPTURE_SIDE}
          integer
          onCommit={(width) => onChange({ size: [width, info.size[1]] })}
        />
        <NumberField
          label={t('captureHeight')}
          value={info.size[1]}
          min={1}
          max={MAX_CAPTURE_SIDE}
          integer
          onCommit={(height) => onChange({ size: [info.size[0], height] })}
        />
        <NumberField
          label={t('captureFov')}
          value={info.fov}
          min={1}
          max={179}
          onCommit={(fov) => onChange({ fov })}
        />
      </div>
      {vector('position', t('capturePosition'))}
      {vector('rotation', t('captureRotation'))}
      <Button icon={<Camera />} onClick={onUseCamera} aria-disabled={onUseCamera === undefined}>
        {t('useCurrentCamera')}
      </Button>
    </div>
  );
}
