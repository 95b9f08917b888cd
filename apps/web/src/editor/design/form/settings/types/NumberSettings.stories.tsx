import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../../stories-support/storefront';
import { fieldOf, hoodieConfig, hoodieMaterials } from '../test-support/fixtures';
import { SettingsHarness } from '../test-support/SettingsHarness';

/** 002 §3 the number field's settings (rendered whole, as the form builder shows them). */
const meta = {
  title: 'Editor/Form/Settings/number',
  component: SettingsHarness,
  decorators: [withStorefront],
  args: { initial: fieldOf('number'), config: hoodieConfig(), materials: hoodieMaterials() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new field: the defaults of 002 §3. */
export const Defaults: Story = {};

/** A quantity from 1 to 5, 10 % more from 3 up. */
export const Configured: Story = {
  args: {
    initial: fieldOf('number', {
      min: 1,
      max: 5,
      priceRanges: [{ id: 'range_1', rangeStart: 3, rangeEnd: 5, type: 'percentage', value: 10 }],
    }),
  },
};
