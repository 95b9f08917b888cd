import { message } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** The size select answer input (002 §3) in its states. */
const meta = {
  title: 'Customise/Fields/Size select',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.sizeSelect },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithChart: Story = { args: { field: demoFields.sizeSelect, value: 'M' } };

export const Inches: Story = {
  args: { field: { ...demoFields.sizeSelect, measurementUnits: 'in' as const } },
};

export const WithProblem: Story = {
  args: { field: demoFields.sizeSelect, problem: message('answer.required') },
};
