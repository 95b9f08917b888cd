import { message } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** The text answer input (002 §3) in its states. */
const meta = {
  title: 'Customise/Fields/Text',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.text },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounter: Story = { args: { field: demoFields.text, value: 'CHAN 7' } };

export const Empty: Story = { args: { field: demoFields.text } };

export const WithProblem: Story = {
  args: { field: { ...demoFields.text, required: true }, problem: message('answer.required') },
};
