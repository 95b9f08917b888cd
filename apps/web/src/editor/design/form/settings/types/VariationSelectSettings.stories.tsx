import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../../stories-support/storefront';
import { emptyConfig, fieldOf, hoodieConfig, hoodieMaterials } from '../test-support/fixtures';
import { SettingsHarness } from '../test-support/SettingsHarness';

/** 002 §3 the variationSelect field's settings (rendered whole, as the form builder shows them). */
const meta = {
  title: 'Editor/Form/Settings/variationSelect',
  component: SettingsHarness,
  decorators: [withStorefront],
  args: { initial: fieldOf('variationSelect'), config: hoodieConfig(), materials: hoodieMaterials() },
} satisfies Meta<typeof SettingsHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new field: the defaults of 002 §3. */
export const Defaults: Story = {};

/** The hood style variation copied, with its default. */
export const Configured: Story = {
  args: {
    initial: fieldOf('variationSelect', {
      targetVariation: 'variant_hood',
      options: [
        { value: 'with_hood', label: 'With hood' },
        { value: 'no_hood', label: 'Without hood' },
      ],
      defaultValue: 'with_hood',
    }),
  },
};

/** A design with no parts, colorways, variations or decals: the editor says what is missing. */
export const EmptyDesign: Story = { args: { initial: fieldOf('variationSelect'), config: emptyConfig() } };
