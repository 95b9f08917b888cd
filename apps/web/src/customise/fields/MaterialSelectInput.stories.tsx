import { message } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** The material select answer input (002 §3) in its states. */
const meta = {
  title: 'Customise/Fields/Material select',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.materialSelect },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = { args: { field: demoFields.materialSelect, value: 'jersey-navy' } };

export const List: Story = {
  args: { field: { ...demoFields.materialSelect, displayMode: 'list' as const } },
};

export const NoPreview: Story = { args: { field: { ...demoFields.materialSelect, showPreview: false } } };

export const WithProblem: Story = {
  args: { field: demoFields.materialSelect, problem: message('answer.required') },
};

export const NoOptions: Story = { args: { field: { ...demoFields.materialSelect, materialOptions: [] } } };
