import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** The part select answer input (002 §3) in its states. */
const meta = {
  title: 'Customise/Fields/Part select',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.partSelect },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = { args: { field: demoFields.partSelect, value: ['front'] } };

export const Exclusive: Story = {
  args: { field: { ...demoFields.partSelect, selectionMode: 'exclusive' as const } },
};

export const PartNamesOff: Story = { args: { field: { ...demoFields.partSelect, showPartNames: false } } };
