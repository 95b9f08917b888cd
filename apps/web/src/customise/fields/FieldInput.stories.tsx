import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** Every one of the twelve field types (002 §3), each with realistic settings. */
const meta = {
  title: 'Customise/Fields/Every field type',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.text },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {Object.values(demoFields).map((field) => (
        <AnswerStory key={field.id} field={field} />
      ))}
    </div>
  ),
};
