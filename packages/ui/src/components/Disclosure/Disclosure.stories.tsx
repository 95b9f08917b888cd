import type { Meta, StoryObj } from '@storybook/react-vite';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Components/Disclosure',
  component: Disclosure,
  args: {
    summary: 'Details',
    children: (
      <ul>
        <li>A brushed-fleece pull-over hoodie with a lined two-panel hood.</li>
        <li>Average production: 5-7 working days.</li>
      </ul>
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
