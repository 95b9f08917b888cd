import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { JsonBox } from './JsonBox';

/** 002 §5 a JSON box: invalid JSON is ignored and the last valid value kept. */
const meta = {
  title: 'Editor/Form/Settings/JsonBox',
  component: JsonBox<unknown>,
  decorators: [withStorefront],
  args: {
    label: 'Variations (JSON)',
    value: { short: ['body'], long: ['body', 'hood'] },
    onValue: () => undefined,
    ignoredText: 'Invalid JSON is ignored; the last valid value is kept.',
  },
} satisfies Meta<typeof JsonBox<unknown>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variations: Story = {};
export const Empty: Story = { args: { value: undefined } };
