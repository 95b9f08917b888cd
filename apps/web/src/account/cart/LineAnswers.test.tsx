import { FieldSchema, type Field } from '@atelier/schema';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { LineAnswers } from './LineAnswers';

afterEach(cleanup);

const field = (input: unknown): Field => FieldSchema.parse(input);

it('names option and checkbox answers by their options’ text, and keeps an unknown answer visible', () => {
  const fields = [
    field({
      id: 'field_collar',
      type: 'option',
      title: { en: 'Collar' },
      options: [
        { id: 'round', text: { en: 'Round neck' } },
        { id: 'v', text: { en: 'V-neck' } },
      ],
    }),
    field({
      id: 'field_extras',
      type: 'checkbox',
      title: { en: 'Extras' },
      options: [
        { id: 'pocket', text: { en: 'Chest pocket' } },
        { id: 'tag', text: { en: 'Woven tag' } },
      ],
    }),
  ];
  render(
    <LineAnswers
      label="Answers"
      fields={fields}
      answers={{ field_collar: 'v', field_extras: ['pocket', 'tag'], field_gone: 'kept' }}
    />,
  );
  const list = screen.getByLabelText('Answers');
  expect(list.textContent).toContain('CollarV-neck');
  expect(list.textContent).toContain('ExtrasChest pocket, Woven tag');
  expect(list.textContent).toContain('field_gonekept');
});
