import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../../stories-support/storefront';
import { fieldOf, hoodieConfig, hoodieMaterials } from '../test-support/fixtures';
import { SettingsHarness } from '../test-support/SettingsHarness';

/** 002 §3 the date field's settings (rendered whole, as the form builder shows them). */
const meta = {
  title: 'Editor/Form/Settings/date',
  component: SettingsHarness,
  decorators: [withStorefront],
  args: { initial: fieldOf('date'), config: hoodieConfig(), materials: hoodieMaterials() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new field: the defaults of 002 §3. */
export const Defaults: Story = {};

/** A delivery date window with two holidays disabled. */
export const Configured: Story = {
  args: {
    initial: fieldOf('date', {
      minDate: '2026-12-01',
      maxDate: '2027-03-31',
      disabledDates: ['2026-12-25', '2027-01-01'],
    }),
  },
};
