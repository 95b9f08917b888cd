import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../../stories-support/storefront';
import { emptyConfig, fieldOf, hoodieConfig, hoodieMaterials } from '../test-support/fixtures';
import { SettingsHarness } from '../test-support/SettingsHarness';

/** 002 §3 the colorwaySelect field's settings (rendered whole, as the form builder shows them). */
const meta = {
  title: 'Editor/Form/Settings/colorwaySelect',
  component: SettingsHarness,
  decorators: [withStorefront],
  args: { initial: fieldOf('colorwaySelect'), config: hoodieConfig(), materials: hoodieMaterials() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new field: the defaults of 002 §3. */
export const Defaults: Story = {};

/** The Ember colorway copied. */
export const Configured: Story = {
  args: {
    initial: fieldOf('colorwaySelect', {
      targetColorway: 'group_ember',
      options: [
        { value: 'red', label: 'Ember red' },
        { value: 'black', label: 'Night black' },
      ],
    }),
  },
};

/** A design with no parts, colorways, variations or decals: the editor says what is missing. */
export const EmptyDesign: Story = { args: { initial: fieldOf('colorwaySelect'), config: emptyConfig() } };
