import { FIELD_TYPES, type FieldType } from '@atelier/schema';
import { Select } from '@atelier/ui';
import { useBuilder } from './builderContext';

/** 002 §2 the field-type dropdown: choosing a type adds a question of it (the choice resets). */
export function FieldTypeSelect({ label, onAdd }: { label: string; onAdd: (type: FieldType) => void }) {
  const { t, blocked } = useBuilder();
  return (
    <Select
      label={label}
      value=""
      disabled={blocked}
      options={[
        { value: '', label: t('chooseType') },
        ...FIELD_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) })),
      ]}
      onChange={(value) => {
        if ((FIELD_TYPES as readonly string[]).includes(value)) onAdd(value as FieldType);
      }}
    />
  );
}
