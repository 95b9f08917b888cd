import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../../stories-support/storefront';
import { emptyConfig, fieldOf, hoodieConfig, hoodieMaterials } from '../test-support/fixtures';
import { SettingsHarness } from '../test-support/SettingsHarness';

/** 002 §3 the decalLayerConfig field's settings (rendered whole, as the form builder shows them). */
const meta = {
  title: 'Editor/Form/Settings/decalLayerConfig',
  component: SettingsHarness,
  decorators: [withStorefront],
  args: { initial: fieldOf('decalLayerConfig'), config: hoodieConfig(), materials: hoodieMaterials() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new field: the defaults of 002 §3. */
export const Defaults: Story = {};

/** A decal field on the chest print with an image option and text overlay. */
export const Configured: Story = {
  args: {
    initial: fieldOf('decalLayerConfig', {
      targetDecalId: 'decal_chest',
      urlOptions: [{ name: 'Flame', url: 'decals/flame.png' }],
      allowTextOverlay: true,
    }),
  },
};

/** A design with no parts, colorways, variations or decals: the editor says what is missing. */
export const EmptyDesign: Story = { args: { initial: fieldOf('decalLayerConfig'), config: emptyConfig() } };
