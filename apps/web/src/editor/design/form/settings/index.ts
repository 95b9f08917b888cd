// placeholder replaced by the field-settings branch
import { textIn } from '@atelier/domain';
import { createElement as h } from 'react';
import type { FieldSettingsProps } from './contract';

export type { FieldSettingsProps } from './contract';

/** Placeholder: the common settings only (title in English, required). */
export function FieldSettings({ field, onChange, disabled }: FieldSettingsProps) {
  const id = `field-settings-${field.id}`;
  return h(
    'div',
    { className: 'field-settings' },
    h('label', { htmlFor: `${id}-title` }, 'Title (en)'),
    h('input', {
      id: `${id}-title`,
      value: textIn(field.title, 'en'),
      disabled,
      onChange: (event: { target: { value: string } }) =>
        onChange({
          ...field,
          title:
            typeof field.title === 'string' ? event.target.value : { ...field.title, en: event.target.value },
        }),
    }),
    h(
      'label',
      null,
      h('input', {
        type: 'checkbox',
        checked: field.required,
        disabled,
        onChange: () => onChange({ ...field, required: !field.required }),
      }),
      'Required',
    ),
  );
}
