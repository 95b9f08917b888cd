import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { hoodieConfig } from './test-support/fixtures';
import { PartChecklist } from './PartChecklist';

/** The design's parts as checkboxes, or 002 §8's 'No parts available. …'. */
const meta = {
  title: 'Editor/Form/Settings/PartChecklist',
  component: PartChecklist,
  decorators: [withStorefront],
  args: { label: 'Target parts', parts: hoodieConfig().parts, checked: ['hood'], onChange: () => undefined },
} satisfies Meta<typeof PartChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HoodChecked: Story = {};
export const NoParts: Story = { args: { parts: [] } };
