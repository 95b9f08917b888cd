import { message } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** The colour select answer input (002 §3) in its states. */
const meta = {
  title: 'Customise/Fields/Colour select',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.colorSelect },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultPalette: Story = { args: { field: demoFields.colorSelect, value: '#2e86de' } };

export const MaterialPalette: Story = {
  args: { field: { ...demoFields.colorSelect, paletteType: 'material' as const } },
};

export const WebPalette: Story = {
  args: { field: { ...demoFields.colorSelect, paletteType: 'web' as const } },
};

export const CustomOnly: Story = {
  args: {
    field: {
      ...demoFields.colorSelect,
      paletteType: 'custom' as const,
      showColorPicker: false,
      colorOptions: [
        { value: '#d4a373', label: 'Sand' },
        { value: '#2f3e46', label: 'Slate' },
      ],
    },
  },
};

export const WithProblem: Story = {
  args: { field: demoFields.colorSelect, problem: message('answer.colour') },
};
