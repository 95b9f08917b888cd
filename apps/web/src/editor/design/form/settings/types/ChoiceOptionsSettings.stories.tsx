import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../../stories-support/storefront';
import { fieldOf, hoodieConfig, hoodieMaterials } from '../test-support/fixtures';
import { SettingsHarness } from '../test-support/SettingsHarness';

/** 002 §3 the checkbox field's settings (rendered whole, as the form builder shows them). */
const meta = {
  title: 'Editor/Form/Settings/checkbox',
  component: SettingsHarness,
  decorators: [withStorefront],
  args: { initial: fieldOf('checkbox'), config: hoodieConfig(), materials: hoodieMaterials() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new field: the defaults of 002 §3. */
export const Defaults: Story = {};

/** A checkbox field: two options with prices and at most two selections. */
export const Configured: Story = {
  args: {
    initial: fieldOf('checkbox', {
      maxSelections: 2,
      options: [
        {
          id: 'o1',
          text: { en: 'Gold buttons', 'zh-TW': '金色鈕扣' },
          extraPrice: { type: 'fixed', value: 12000 },
        },
        { id: 'o2', text: { en: 'Embroidered initials' }, extraPrice: { type: 'percentage', value: 5 } },
      ],
    }),
  },
};

/** A radio (option) field: 'Other' offered, no max selections. */
export const RadioOptions: Story = {
  args: {
    initial: fieldOf('option', {
      enableOther: true,
      options: [
        { id: 'o1', text: { en: 'Regular fit', 'zh-TW': '標準版型' } },
        { id: 'o2', text: { en: 'Oversized fit', 'zh-TW': '寬鬆版型' } },
      ],
    }),
  },
};
