import { message } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { demoFields } from '../demoForm';
import { FieldFrame } from './FieldFrame';

/** A question's frame: title, subtitle, required mark, hint and problem. */
const meta = {
  title: 'Customise/Fields/Field frame',
  component: FieldFrame,
  decorators: [withStorefront],
  args: {
    field: demoFields.materialSelect,
    language: 'en',
    idPrefix: 'frame',
    problem: null,
    children: <input className="cf-input" aria-labelledby="frame-title" />,
  },
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {};
export const WithHintAndProblem: Story = {
  args: { hint: 'Up to 12 characters', problem: message('answer.required') },
};
