// placeholder replaced by the form-fields branch
import { textIn } from '@atelier/domain';
import { createElement as h } from 'react';
import type { CustomerFormViewProps, FieldInputProps } from './contract';

export type { AnswerContext, CustomerFormViewProps, FieldInputProps } from './contract';

/** Placeholder: a plain text input for any field (the form-fields branch brings the twelve inputs). */
export function FieldInput({ field, value, onChange, disabled, idPrefix, language }: FieldInputProps) {
  const id = `${idPrefix}-${field.id}`;
  return h(
    'div',
    { className: 'customise-field', 'data-field-input': field.type },
    h('label', { htmlFor: id }, textIn(field.title, language) || field.id),
    h('input', {
      id,
      value: typeof value === 'string' || typeof value === 'number' ? String(value) : '',
      disabled,
      onChange: (event: { target: { value: string } }) =>
        onChange(event.target.value === '' ? undefined : event.target.value),
    }),
  );
}

/** Placeholder: the sections as disclosures, one open at a time. */
export function CustomerFormView(props: CustomerFormViewProps) {
  const { form, answers, onAnswer, openSection, onOpenSection, mode } = props;
  const groups = [
    ...form.sections.map((section) => ({ id: section.id, title: textIn(section.title, props.language) })),
    ...(form.fields.some((field) => field.sectionId === undefined)
      ? [{ id: 'unassigned', title: 'Unassigned' }]
      : []),
  ];
  return h(
    'div',
    { className: 'customise-form', 'data-mode': mode },
    groups.map((group) =>
      h(
        'section',
        { key: group.id },
        h(
          'button',
          {
            type: 'button',
            'aria-expanded': openSection === group.id,
            onClick: () => onOpenSection(openSection === group.id ? null : group.id),
          },
          group.title,
        ),
        openSection === group.id &&
          form.fields
            .filter((field) => (field.sectionId ?? 'unassigned') === group.id)
            .map((field) =>
              h(FieldInput, {
                ...props,
                key: field.id,
                field,
                value: answers[field.id],
                onChange: (value) => onAnswer(field.id, value),
                problem: null,
                idPrefix: `form-${mode}`,
              }),
            ),
      ),
    ),
  );
}
