import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Select, type SelectOption } from './Select';

function Demo({ label, options, hint }: { label: string; options: SelectOption[]; hint?: string }) {
  const [value, setValue] = useState(options[0]?.value ?? '');
  return <Select label={label} options={options} value={value} onChange={setValue} hint={hint} />;
}

const meta = {
  title: 'Components/Select',
  component: Demo,
  args: {
    label: 'Currency',
    hint: 'Prices are set in HKD.',
    options: ['HKD', 'USD', 'EUR', 'JPY'].map((code) => ({ value: code, label: code })),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Currency: Story = {};
export const Languages: Story = {
  args: {
    label: 'Language',
    hint: undefined,
    options: [
      { value: 'en', label: 'English', lang: 'en' },
      { value: 'ja', label: '日本語', lang: 'ja' },
      { value: 'de', label: 'Deutsch', lang: 'de' },
    ],
  },
};
