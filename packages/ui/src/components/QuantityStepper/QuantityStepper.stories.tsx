import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuantityStepper } from './QuantityStepper';

function Demo({ min, max, label }: { min: number; max: number; label: string }) {
  const [value, setValue] = useState(min);
  return <QuantityStepper label={label} value={value} min={min} max={max} onChange={setValue} />;
}

const meta = {
  title: 'Components/QuantityStepper',
  component: Demo,
  args: { label: 'Quantity', min: 1, max: 10 },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Retail: Story = {};
export const SamplePerSize: Story = { args: { label: 'M', min: 0, max: 150 } };
