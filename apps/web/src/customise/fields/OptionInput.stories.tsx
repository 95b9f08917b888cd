import { message } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** The option answer input (002 §3) in its states. */
const meta = {
  title: 'Customise/Fields/Option',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.option },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPrices: Story = { args: { field: demoFields.option, value: 'curved' } };

export const Other: Story = { args: { field: demoFields.option, value: 'Raw edge' } };

export const WithProblem: Story = {
  args: { field: { ...demoFields.option, required: true }, problem: message('answer.chooseOption') },
};
