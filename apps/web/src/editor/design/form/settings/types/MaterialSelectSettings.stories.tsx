import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../../stories-support/storefront';
import { emptyConfig, fieldOf, hoodieConfig, hoodieMaterials } from '../test-support/fixtures';
import { SettingsHarness } from '../test-support/SettingsHarness';

/** 002 §3 the materialSelect field's settings (rendered whole, as the form builder shows them). */
const meta = {
  title: 'Editor/Form/Settings/materialSelect',
  component: SettingsHarness,
  decorators: [withStorefront],
  args: { initial: fieldOf('materialSelect'), config: hoodieConfig(), materials: hoodieMaterials() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new field: the defaults of 002 §3. */
export const Defaults: Story = {};

/** A material selector for the hood, nappa leather chosen. */
export const Configured: Story = {
  args: { initial: fieldOf('materialSelect', { targetParts: ['hood'], materialOptions: ['leather'] }) },
};

/** A design with no parts, colorways, variations or decals: the editor says what is missing. */
export const EmptyDesign: Story = { args: { initial: fieldOf('materialSelect'), config: emptyConfig() } };
