import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { shows } from '../../stories-support/play';
import { lanternFields, withStorefront } from '../../stories-support/storefront';
import { LineAnswers } from './LineAnswers';
import './cart.css';

/** A cart or order line's customisation answers, named by the form the line's snapshot carries. */
const meta = {
  title: 'Storefront/Account/Cart line answers',
  component: LineAnswers,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, padding: 16 }}>
        <strong>Lantern Bloom Tee</strong>
        <Story />
      </div>
    ),
    withStorefront,
  ],
  args: {
    answers: { field_colourway: 'peach', field_initials: 'SC' },
    fields: lanternFields,
    label: 'Customisation',
  },
} satisfies Meta<typeof LineAnswers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A colourway and initials: each answer under its field's title, in the story's language. */
export const Answered: Story = {
  play: async (context) => {
    const language = String(context.globals.locale ?? 'en');
    await shows(language === 'de' ? 'Farbvariante' : language === 'ja' ? 'カラーウェイ' : 'Colourway');
    await shows('Peach Fuzz');
    await shows('SC');
    await expect(screen.getAllByRole('definition').length).toBeGreaterThan(0);
  },
};

/** A field the creation's form no longer has: its id and the answer still show. */
export const FieldRemoved: Story = {
  args: { answers: { field_colourway: 'ink', field_lining: 'silk' } },
  play: async () => {
    await shows('Harbour Ink');
    await shows('field_lining');
    await shows('silk');
  },
};

/** A line without answers: no list at all, only the line's own name. */
export const NoAnswers: Story = {
  args: { answers: {} },
  play: async () => {
    await shows('Lantern Bloom Tee');
    await expect(document.querySelector('.line-answers')).toBeNull();
  },
};
