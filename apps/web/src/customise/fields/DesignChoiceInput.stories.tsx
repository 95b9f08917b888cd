import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** The variation and colorway select answer input (002 §3) in its states. */
const meta = {
  title: 'Customise/Fields/Variation and colorway select',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.variationSelect },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variation: Story = { args: { field: demoFields.variationSelect, value: 'short' } };

export const Colorway: Story = { args: { field: demoFields.colorwaySelect } };

export const NoVariations: Story = { args: { field: { ...demoFields.variationSelect, options: [] } } };

export const NoColorways: Story = { args: { field: { ...demoFields.colorwaySelect, options: [] } } };
