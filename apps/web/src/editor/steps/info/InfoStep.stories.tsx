import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../stories-support/storefront';
import { creationDocument, pictureUrl, prebuildDocument } from '../test-support/fixtures';
import { StepHarness } from '../test-support/StepHarness';
import { inPanelWidth, stepStory, withEditorSteps } from '../test-support/stories';
import { InfoStep } from './InfoStep';

/** 001 §3 the editor's Info step for a creation and for a prebuild. */
const meta = {
  title: 'Editor/Steps/Info',
  component: StepHarness,
  decorators: [inPanelWidth, withEditorSteps, withStorefront],
  parameters: stepStory(),
  args: { step: InfoStep, initial: creationDocument() },
} satisfies Meta<typeof StepHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new creation: the placeholder name, nothing chosen yet. */
export const NewCreation: Story = {};

/** A named creation with a main and a sub-category, tags and private visibility. */
export const Creation: Story = {
  args: {
    initial: creationDocument({
      name: 'Harbour Ember Hoodie',
      description: 'Heavy brushed cotton in ember red, cut boxy with a double hood.',
      creation_category: [
        { id: 'ct_2', name: 'Unisex', value: 'unisex' },
        { id: 'ct_5', name: 'Hoodies', value: 'hoodies' },
      ],
      tags: ['streetwear', 'limited edition', 'Hong Kong'],
      visibility: 'private',
    }),
  },
};

/** A prebuild: content lines, sizes with cost weights and its sizing chart. */
export const Prebuild: Story = {
  args: {
    initial: prebuildDocument({
      name: 'Classic hoodie',
      category: ['Hoodies'],
      content: [{ content: '100% cotton, 400 gsm' }, { content: 'Machine wash cold' }],
      sizing: {
        options: [
          { name: 'S', cost_weight: 1 },
          { name: 'M', cost_weight: 1 },
          { name: 'L', cost_weight: 1.1 },
        ],
        chart_url: pictureUrl('Size chart', '#ffffff'),
      },
    }),
  },
};
