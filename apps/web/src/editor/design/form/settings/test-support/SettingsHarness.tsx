import type { CombinationConfig, Field, Material } from '@atelier/schema';
import { useState } from 'react';
import { FieldSettings } from '../FieldSettings';

/**
 * The settings of one field as the builder holds them: each kept change replaces the field
 * (so the editors show it) and is reported to `onChange`.
 */
export function SettingsHarness({
  initial,
  config,
  materials = [],
  kind = 'creation',
  disabled,
  onChange,
}: {
  readonly initial: Field;
  readonly config: CombinationConfig;
  readonly materials?: readonly Material[];
  readonly kind?: 'creation' | 'prebuild';
  readonly disabled?: boolean;
  readonly onChange?: (field: Field) => void;
}) {
  const [field, setField] = useState(initial);
  return (
    <div style={{ maxWidth: 400 }}>
      <FieldSettings
        field={field}
        config={config}
        materials={materials}
        kind={kind}
        disabled={disabled}
        onChange={(next) => {
          setField(next);
          onChange?.(next);
        }}
      />
    </div>
  );
}
