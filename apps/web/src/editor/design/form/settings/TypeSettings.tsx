import type { Field } from '@atelier/schema';
import type { CombinationConfig, Material } from '@atelier/schema';
import { ChoiceOptionsSettings } from './types/ChoiceOptionsSettings';
import { ColorSelectSettings } from './types/ColorSelectSettings';
import { ColorwaySelectSettings } from './types/ColorwaySelectSettings';
import { DateSettings } from './types/DateSettings';
import { DecalLayerSettings } from './types/DecalLayerSettings';
import { MaterialSelectSettings } from './types/MaterialSelectSettings';
import { NumberSettings } from './types/NumberSettings';
import { PartSelectSettings } from './types/PartSelectSettings';
import { SizeSelectSettings } from './types/SizeSelectSettings';
import { TextSettings } from './types/TextSettings';
import { VariationSelectSettings } from './types/VariationSelectSettings';
import type { FormSettingsText } from './i18n/useFormSettingsText';

/** The settings editor of the field's type (002 §3); `key` by field id so a new field starts fresh. */
export function TypeSettings({
  field,
  ...rest
}: {
  readonly field: Field;
  readonly commit: (next: Field) => boolean;
  readonly config: CombinationConfig;
  readonly materials: readonly Material[];
  readonly kind: 'creation' | 'prebuild';
  readonly t: FormSettingsText;
}) {
  switch (field.type) {
    case 'materialSelect':
      return <MaterialSelectSettings key={field.id} field={field} {...rest} />;
    case 'partSelect':
      return <PartSelectSettings key={field.id} field={field} {...rest} />;
    case 'decalLayerConfig':
      return <DecalLayerSettings key={field.id} field={field} {...rest} />;
    case 'sizeSelect':
      return <SizeSelectSettings key={field.id} field={field} {...rest} />;
    case 'variationSelect':
      return <VariationSelectSettings key={field.id} field={field} {...rest} />;
    case 'colorwaySelect':
      return <ColorwaySelectSettings key={field.id} field={field} {...rest} />;
    case 'option':
    case 'checkbox':
      return <ChoiceOptionsSettings key={field.id} field={field} {...rest} />;
    case 'number':
      return <NumberSettings key={field.id} field={field} {...rest} />;
    case 'text':
      return <TextSettings key={field.id} field={field} {...rest} />;
    case 'date':
      return <DateSettings key={field.id} field={field} {...rest} />;
    case 'colorSelect':
      return <ColorSelectSettings key={field.id} field={field} {...rest} />;
  }
}
