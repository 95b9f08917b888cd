import { message } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** The checkbox answer input (002 §3) in its states. */
const meta = {
  title: 'Customise/Fields/Checkbox',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.checkbox },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UpToTwo: Story = { args: { field: demoFields.checkbox, value: ['label'] } };

export const AtTheLimit: Story = { args: { field: demoFields.checkbox, value: ['label', 'pocket'] } };

export const WithProblem: Story = {
  args: { field: demoFields.checkbox, problem: message('answer.tooMany', { max: 2 }) },
};
