import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../../stories-support/storefront';
import { fieldOf, hoodieConfig, hoodieMaterials } from '../test-support/fixtures';
import { SettingsHarness } from '../test-support/SettingsHarness';

/** 002 §3 the colorSelect field's settings (rendered whole, as the form builder shows them). */
const meta = {
  title: 'Editor/Form/Settings/colorSelect',
  component: SettingsHarness,
  decorators: [withStorefront],
  args: { initial: fieldOf('colorSelect'), config: hoodieConfig(), materials: hoodieMaterials() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new field: the defaults of 002 §3. */
export const Defaults: Story = {};

/** A custom palette of two colours. */
export const Configured: Story = {
  args: {
    initial: fieldOf('colorSelect', {
      paletteType: 'custom',
      colorOptions: [
        { value: '#c8102e', label: 'Racing red' },
        { value: '#1f4e79', label: 'Harbour blue' },
      ],
    }),
  },
};
