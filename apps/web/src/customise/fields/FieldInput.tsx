import type { FieldInputProps } from '../contract';
import { CheckboxInput } from './CheckboxInput';
import { ColorSelectInput } from './ColorSelectInput';
import { DateInput } from './DateInput';
import { DecalLayerInput } from './DecalLayerInput';
import { DesignChoiceInput } from './DesignChoiceInput';
import { MaterialSelectInput } from './MaterialSelectInput';
import { NumberInput } from './NumberInput';
import { OptionInput } from './OptionInput';
import { PartSelectInput } from './PartSelectInput';
import { SizeSelectInput } from './SizeSelectInput';
import { TextInput } from './TextInput';

/** The answer input of a field's type (002 §3). */
export function FieldInput(props: FieldInputProps) {
  const { field } = props;
  switch (field.type) {
    case 'materialSelect':
      return <MaterialSelectInput {...props} field={field} />;
    case 'partSelect':
      return <PartSelectInput {...props} field={field} />;
    case 'decalLayerConfig':
      return <DecalLayerInput {...props} field={field} />;
    case 'sizeSelect':
      return <SizeSelectInput {...props} field={field} />;
    case 'variationSelect':
    case 'colorwaySelect':
      return <DesignChoiceInput {...props} field={field} />;
    case 'option':
      return <OptionInput {...props} field={field} />;
    case 'checkbox':
      return <CheckboxInput {...props} field={field} />;
    case 'number':
      return <NumberInput {...props} field={field} />;
    case 'text':
      return <TextInput {...props} field={field} />;
    case 'date':
      return <DateInput {...props} field={field} />;
    case 'colorSelect':
      return <ColorSelectInput {...props} field={field} />;
  }
}
