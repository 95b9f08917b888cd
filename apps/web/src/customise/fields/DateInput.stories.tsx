import { message } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** The date answer input (002 §3) in its states. */
const meta = {
  title: 'Customise/Fields/Date',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.date },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = { args: { field: demoFields.date, value: '2027-01-15' } };

export const WithProblem: Story = {
  args: { field: demoFields.date, problem: message('answer.dateMin', { date: '01/12/2026' }) },
};
