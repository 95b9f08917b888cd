import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../../stories-support/storefront';
import { emptyConfig, fieldOf, hoodieConfig, hoodieMaterials } from '../test-support/fixtures';
import { SettingsHarness } from '../test-support/SettingsHarness';

/** 002 §3 the partSelect field's settings (rendered whole, as the form builder shows them). */
const meta = {
  title: 'Editor/Form/Settings/partSelect',
  component: SettingsHarness,
  decorators: [withStorefront],
  args: { initial: fieldOf('partSelect'), config: hoodieConfig(), materials: hoodieMaterials() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new field: the defaults of 002 §3. */
export const Defaults: Story = {};

/** A part selector for the hood and cuffs, the hood renamed. */
export const Configured: Story = {
  args: {
    initial: fieldOf('partSelect', {
      targetParts: ['hood', 'cuffs'],
      partDisplayNames: { hood: 'Big hood' },
    }),
  },
};

/** A design with no parts, colorways, variations or decals: the editor says what is missing. */
export const EmptyDesign: Story = { args: { initial: fieldOf('partSelect'), config: emptyConfig() } };
