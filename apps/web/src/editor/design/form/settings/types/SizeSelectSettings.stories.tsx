import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../../stories-support/storefront';
import { fieldOf, hoodieConfig, hoodieMaterials } from '../test-support/fixtures';
import { SettingsHarness } from '../test-support/SettingsHarness';

/** 002 §3 the sizeSelect field's settings (rendered whole, as the form builder shows them). */
const meta = {
  title: 'Editor/Form/Settings/sizeSelect',
  component: SettingsHarness,
  decorators: [withStorefront],
  args: { initial: fieldOf('sizeSelect'), config: hoodieConfig(), materials: hoodieMaterials() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new field: the defaults of 002 §3. */
export const Defaults: Story = {};

/** The default sizes XS to XL with the size chart shown. */
export const Configured: Story = { args: { initial: fieldOf('sizeSelect', { showSizeChart: true }) } };
