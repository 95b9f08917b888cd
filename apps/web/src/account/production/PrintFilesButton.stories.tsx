import type { Meta, StoryObj } from '@storybook/react-vite';
import { says } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { PrintFilesButton } from './PrintFilesButton';
import { producerRoleSession } from './productionStoryData';

/** Issue 20: downloads an order's print files; says it is preparing them while they are built. */
const meta = {
  title: 'Storefront/Account/Production/Print files button',
  component: PrintFilesButton,
  decorators: [withStorefront],
  args: { atName: 'atelier_studio', orderId: 'or_story_0001', label: 'RY_0001' },
  parameters: { ...storefront({ session: producerRoleSession }) },
} satisfies Meta<typeof PrintFilesButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to download. */
export const Ready: Story = {
  play: async (context) => {
    await says(context, 'Print files');
  },
};
