import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStorefront } from '../../../../stories-support/storefront';
import { checkDisabledDatesInput } from '@atelier/domain';
import { DisabledDatesBox } from './DisabledDatesBox';

/** 002 §5 disabled dates, one per line, YYYY-MM-DD. */
const meta = {
  title: 'Editor/Form/Settings/DisabledDatesBox',
  component: DisabledDatesBox,
  decorators: [withStorefront],
  args: {
    label: 'Disabled dates',
    hint: 'One per line, written YYYY-MM-DD',
    initial: '2026-12-25\n2027-01-01',
    check: checkDisabledDatesInput,
    onDates: () => undefined,
  },
} satisfies Meta<typeof DisabledDatesBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Holidays: Story = {};
