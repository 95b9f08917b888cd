import type { CombinationConfig, FieldOfType, FieldType, Material } from '@atelier/schema';
import type { FormSettingsText } from './i18n/useFormSettingsText';

/**
 * What each field type's settings editor receives: its field, a commit that keeps the change
 * only when the schema accepts the whole field (answering whether it was kept), the design,
 * and the settings' texts.
 */
export interface TypeSettingsProps<T extends FieldType> {
  readonly field: FieldOfType<T>;
  readonly commit: (next: FieldOfType<T>) => boolean;
  readonly config: CombinationConfig;
  readonly materials: readonly Material[];
  readonly kind: 'creation' | 'prebuild';
  readonly t: FormSettingsText;
}
