import { message } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../stories-support/storefront';
import { AnswerStory } from '../AnswerStory';
import { demoFields } from '../demoForm';

/** The decal layer answer input (002 §3) in its states. */
const meta = {
  title: 'Customise/Fields/Decal layer',
  component: AnswerStory,
  decorators: [withStorefront],
  args: { field: demoFields.decalLayerConfig },
} satisfies Meta<typeof AnswerStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Artworks: Story = { args: { field: demoFields.decalLayerConfig } };

export const WithUpload: Story = { args: { field: demoFields.decalLayerConfig, canUpload: true } };

export const Chosen: Story = {
  args: {
    field: demoFields.decalLayerConfig,
    value: {
      url: '/assets/decals/sunburst.png',
      name: 'Sunburst',
      text: { value: 'HELLO', font: 'Georgia', color: '#c0392b' },
    },
  },
};

export const WithProblem: Story = {
  args: { field: demoFields.decalLayerConfig, problem: message('image.invalidUrlOrFile') },
};
