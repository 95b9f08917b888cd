// placeholder replaced by the form-fields branch
/**
 * A plain stand-in for the customer form view (see ./contract.ts) so the storefront's
 * customisation can be built and tested before the form-fields branch lands: each field is
 * one native input by type, each section a disclosure. The real view replaces this file.
 */
import { formatMessage } from '@atelier/domain';
import type { Field, FormAnswerValue } from '@atelier/schema';
import { createElement as h, Fragment, useState, type ReactNode } from 'react';
import type { CustomerFormViewProps, FieldInputProps } from './contract';

export type { AnswerContext, CustomerFormViewProps, FieldInputProps } from './contract';

const textOf = (text: unknown, language: string): string => {
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object') {
    const map = text as Record<string, string | undefined>;
    return map[language] ?? map.en ?? Object.values(map)[0] ?? '';
  }
  return '';
};

const choicesOf = (field: Field, language: string): { value: string; label: string }[] => {
  switch (field.type) {
    case 'colorwaySelect':
    case 'variationSelect':
      return field.options;
    case 'sizeSelect':
      return field.availableSizes.map((size) => ({ value: size.value, label: size.label }));
    case 'materialSelect':
      return field.materialOptions.map((id) => ({ value: id, label: id }));
    case 'option':
    case 'checkbox':
      return field.options.map((option) => ({ value: option.id, label: textOf(option.text, language) }));
    default:
      return [];
  }
};

function FieldInput(props: FieldInputProps): ReactNode {
  const { field, value, onChange, idPrefix, language } = props;
  const id = `${idPrefix}-${field.id}`;
  const choices = choicesOf(field, language);
  let input: ReactNode;
  if (field.type === 'checkbox') {
    const selected = Array.isArray(value) ? (value as string[]) : [];
    input = choices.map((choice) =>
      h(
        'label',
        { key: choice.value },
        h('input', {
          type: 'checkbox',
          checked: selected.includes(choice.value),
          onChange: () =>
            onChange(
              selected.includes(choice.value)
                ? selected.filter((each) => each !== choice.value)
                : [...selected, choice.value],
            ),
        }),
        choice.label,
      ),
    );
  } else if (field.type === 'option') {
    input = choices.map((choice) =>
      h(
        'label',
        { key: choice.value },
        h('input', {
          type: 'radio',
          name: id,
          checked: value === choice.value,
          onChange: () => onChange(choice.value),
        }),
        choice.label,
      ),
    );
  } else if (choices.length > 0) {
    input = h(
      'select',
      {
        id,
        value: typeof value === 'string' ? value : '',
        'aria-invalid': props.problem ? true : undefined,
        onChange: (event: { target: { value: string } }) => onChange(event.target.value || undefined),
      },
      h('option', { value: '' }, '—'),
      choices.map((choice) => h('option', { key: choice.value, value: choice.value }, choice.label)),
    );
  } else {
    const isNumber = field.type === 'number';
    input = h('input', {
      id,
      type: isNumber ? 'number' : field.type === 'date' ? 'date' : 'text',
      value: typeof value === 'string' || typeof value === 'number' ? String(value) : '',
      'aria-invalid': props.problem ? true : undefined,
      onChange: (event: { target: { value: string } }) => {
        const text = event.target.value;
        onChange(text === '' ? undefined : isNumber ? Number(text) : text);
      },
    });
  }
  const grouped = field.type === 'checkbox' || field.type === 'option';
  return h(
    grouped ? 'fieldset' : 'div',
    { className: 'customer-field', 'data-field-id': field.id },
    grouped
      ? h('legend', null, textOf(field.title, language))
      : h('label', { htmlFor: id }, textOf(field.title, language)),
    input,
    props.problem &&
      h('p', { className: 'customer-field__problem', role: 'alert' }, formatMessage(props.problem)),
  );
}

/** The placeholder form view: sections as disclosures, then the unassigned fields. */
export function CustomerFormView(props: CustomerFormViewProps): ReactNode {
  const { form, answers, onAnswer, problems, showProblems, openSection, onOpenSection } = props;
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const field = (each: Field) =>
    h(FieldInput, {
      ...props,
      key: each.id,
      field: each,
      idPrefix: 'customer-form',
      value: answers[each.id],
      problem: showProblems || touched.has(each.id) ? (problems[each.id] ?? null) : null,
      onChange: (value: FormAnswerValue | undefined) => {
        setTouched((current) => new Set(current).add(each.id));
        onAnswer(each.id, value);
      },
    });
  const groups = [
    ...form.sections.map((section) => ({
      id: section.id,
      title: textOf(section.title, props.language),
      fields: form.fields.filter((each) => each.sectionId === section.id),
    })),
    { id: 'unassigned', title: '', fields: form.fields.filter((each) => each.sectionId === undefined) },
  ].filter((group) => group.fields.length > 0);
  return h(
    'div',
    { className: 'customer-form', 'data-mode': props.mode },
    groups.map((group) =>
      group.id === 'unassigned' && groups.length === 1
        ? h(Fragment, { key: group.id }, group.fields.map(field))
        : h(
            'section',
            { key: group.id, 'data-section-id': group.id },
            h(
              'button',
              {
                type: 'button',
                'aria-expanded': openSection === group.id,
                onClick: () => onOpenSection(openSection === group.id ? null : group.id),
              },
              group.title || group.id,
            ),
            // Closed sections keep their fields mounted but hidden, so a problem can be focused.
            h('div', { hidden: openSection !== group.id }, group.fields.map(field)),
          ),
    ),
  );
}
