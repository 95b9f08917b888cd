import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../../stories-support/storefront';
import { fieldOf, hoodieConfig, hoodieMaterials } from '../test-support/fixtures';
import { SettingsHarness } from '../test-support/SettingsHarness';

/** 002 §3 the text field's settings (rendered whole, as the form builder shows them). */
const meta = {
  title: 'Editor/Form/Settings/text',
  component: SettingsHarness,
  decorators: [withStorefront],
  args: { initial: fieldOf('text'), config: hoodieConfig(), materials: hoodieMaterials() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new field: the defaults of 002 §3. */
export const Defaults: Story = {};

/** Initials, at most 12 characters. */
export const Configured: Story = {
  args: {
    initial: fieldOf('text', {
      maxLength: 12,
      placeholder: { en: 'Your initials', 'zh-TW': '你的姓名縮寫' },
    }),
  },
};
