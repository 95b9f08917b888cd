import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { fieldOf, hoodieConfig, hoodieMaterials } from './test-support/fixtures';
import { FieldSettings } from './FieldSettings';

/** 002 §3 a field's settings as the builder shows them: common settings, then its type's. */
const meta = {
  title: 'Editor/Form/Settings/FieldSettings',
  component: FieldSettings,
  decorators: [
    withStorefront,
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    field: fieldOf('checkbox', { required: true, subtitle: { en: 'Pick any', 'zh-TW': '可複選' } }),
    config: hoodieConfig(),
    materials: hoodieMaterials(),
    kind: 'creation',
    onChange: () => undefined,
  },
} satisfies Meta<typeof FieldSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A required checkbox question with a subtitle. */
export const Checkbox: Story = {};

/** In Fill Mode every control is disabled (002 §4). */
export const FillMode: Story = { args: { disabled: true } };

/** A question titled in Japanese as well: its inputs show beside English and Traditional Chinese. */
export const ExtraLanguage: Story = {
  args: { field: fieldOf('text', { title: { en: 'Initials', 'zh-TW': '縮寫', ja: 'イニシャル' } }) },
};
