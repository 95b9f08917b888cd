import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { LocalizedTextInputs } from './LocalizedTextInputs';

/** 002 §3 a multilingual text, one input per language shown. */
const meta = {
  title: 'Editor/Form/Settings/LocalizedTextInputs',
  component: LocalizedTextInputs,
  decorators: [withStorefront],
  args: {
    label: (language: string) => `Title (${language})`,
    value: { en: 'Hood lining', 'zh-TW': '帽內襯' },
    languages: ['en', 'zh-TW'],
    onChange: () => undefined,
  },
} satisfies Meta<typeof LocalizedTextInputs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bilingual: Story = {};
export const ThreeLanguages: Story = { args: { languages: ['en', 'zh-TW', 'de'] } };
