import { message } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** The number answer input (002 §3) in its states. */
const meta = {
  title: 'Customise/Fields/Number',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.number },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPriceRange: Story = { args: { field: demoFields.number, value: 12 } };

export const WithProblem: Story = {
  args: { field: demoFields.number, value: 60, problem: message('answer.numberMax', { max: 50 }) },
};
