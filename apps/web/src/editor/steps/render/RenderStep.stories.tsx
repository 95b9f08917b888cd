import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { withStorefront } from '../../../stories-support/storefront';
import {
  capturePlate,
  creationDocument,
  imagePlate,
  pictureUrl,
  prebuildDocument,
} from '../test-support/fixtures';
import { StepHarness } from '../test-support/StepHarness';
import { inPanelWidth, stepStory, storyViewer, withEditorSteps } from '../test-support/stories';
import { RenderStep } from './RenderStep';

/** 001 §2, §4 the editor's Render step: the media waterfall in the 400 px panel. */
const meta = {
  title: 'Editor/Steps/Render',
  component: StepHarness,
  decorators: [inPanelWidth, withEditorSteps, withStorefront],
  parameters: stepStory(),
  args: { step: RenderStep, initial: creationDocument(), viewer: storyViewer },
} satisfies Meta<typeof StepHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A creation with a captured cover, an image with a caption and a capture not taken yet. */
export const Creation: Story = {
  args: {
    initial: creationDocument({
      waterflow_config: {
        media_placement: [
          capturePlate(1, { url: pictureUrl('Front', '#9fb4c7') }),
          { ...imagePlate(2, 'Detail'), caption: 'Brushed cotton, close up', fit: 'contain' },
          capturePlate(3, { captureInfo: { auto_capture: true, size: [1080, 1350], fov: 50 } }),
          { id: 4, type: 'youtube', fit: 'cover', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        ],
      },
    }),
  },
  play: async () => {
    await expect(await screen.findAllByText('1080 × 1350 · 50°')).not.toHaveLength(0);
  },
};

/** Pro mode: the auto-capture toggle, manual capture and capture settings. */
export const CreationPro: Story = {
  args: { initial: creationDocument({ waterflow_config: { media_placement: [capturePlate(1)] } }) },
  play: async () => {
    const [pro] = await screen.findAllByRole('button', { name: /Pro|Profi|プロ/ });
    await userEvent.click(pro as HTMLElement);
    await expect((await screen.findAllByRole('checkbox')).length).toBeGreaterThan(0);
  },
};

/** A new prebuild without media, while the viewer is still loading. */
export const PrebuildEmpty: Story = {
  args: { initial: prebuildDocument(), viewer: null },
};
