/**
 * What the form builder and the field settings editors agree on (issue 17, 002 §3, §5): the
 * builder shows a field's settings with `FieldSettings` (from `./index.ts`) and takes back the
 * changed field whole; the settings editors apply the domain's rules (002 §4: a new target
 * part clears a material selector's materials, unchecking a part drops its display name, a
 * chosen variation or colorway copies its options) through `@atelier/domain`.
 */
import type { CombinationConfig, Field, Material } from '@atelier/schema';

export interface FieldSettingsProps {
  readonly field: Field;
  /** The field after a change (validated by the schema before it is kept). */
  readonly onChange: (next: Field) => void;
  /** The design the form belongs to: parts, groups, variations, placed decals. */
  readonly config: CombinationConfig;
  /** The design's materials (for materialSelect's options). */
  readonly materials: readonly Material[];
  /** A creation or a prebuild is edited. */
  readonly kind: 'creation' | 'prebuild';
  /** Blocked in Fill Mode. */
  readonly disabled?: boolean;
}
