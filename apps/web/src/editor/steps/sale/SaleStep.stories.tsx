import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../stories-support/storefront';
import { creationDocument, prebuildDocument } from '../test-support/fixtures';
import { StepHarness } from '../test-support/StepHarness';
import { inPanelWidth, stepStory, withEditorSteps } from '../test-support/stories';
import { SaleStep } from './SaleStep';

/** 001 §4, §5, §9 the editor's Sale step: a creation's sell info, a prebuild's publishing info. */
const meta = {
  title: 'Editor/Steps/Sale',
  component: StepHarness,
  decorators: [inPanelWidth, withEditorSteps, withStorefront],
  parameters: stepStory(),
  args: { step: SaleStep, initial: creationDocument() },
} satisfies Meta<typeof StepHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new creation: instant purchase, minimum order 5, HK$ 400 over a HK$ 320 base. */
export const Creation: Story = {};

/** A pre-order of 20 pieces with its period, one size off sale. */
export const CreationPreorder: Story = {
  args: {
    initial: creationDocument({
      purchaseType: 'retail-preorder',
      minimum_order: 20,
      totalPrice: 38000,
      kickstart_start: '2025-03-10T09:00:00.000Z',
      kickstart_end: '2025-04-10T09:00:00.000Z',
      sizing: { blacklist: ['XL'] },
    }),
  },
};

/** A prebuild's publishing info with three cost tiers. */
export const Prebuild: Story = {
  args: {
    initial: prebuildDocument({
      extra_option: {
        allowPurchaseType: ['instant-purchase', 'sample'],
        manufacturingTimePerPiece: 6_000_000,
      },
      cost_config: [
        { quantity: 1, cost: 32000 },
        { quantity: 20, cost: 24000 },
        { quantity: 100, cost: 18000 },
      ],
    }),
  },
};

/** A new prebuild: no purchase type yet (the alert shows) and no tiers. */
export const PrebuildNew: Story = { args: { initial: prebuildDocument() } };
