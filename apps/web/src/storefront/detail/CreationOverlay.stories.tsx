import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryKeys } from '../../api/queries';
import { creationDetail, creationsOf, people } from '../../stories-support/fixtures';
import { find } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { CreationOverlay } from './CreationOverlay';

const neon = creationDetail('Neon Pulse Hoodie');

/** 000 §2 the creation overlay any grid opens (`?items={id}`); its address can be shared. */
const meta = {
  title: 'Storefront/Creation detail/Creation overlay',
  component: CreationOverlay,
  decorators: [withStorefront],
  parameters: {
    sideBySide: false,
    ...storefront({
      route: `/shop?items=${neon.id}`,
      queries: [
        [queryKeys.creation(neon.id), neon],
        [queryKeys.userCreations('mei', 30), creationsOf(people.mei)],
      ],
    }),
  },
} satisfies Meta<typeof CreationOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the shop grid. */
export const Open: Story = {
  play: async () => {
    await find('dialog', 'Neon Pulse Hoodie');
    await find('heading', 'Neon Pulse Hoodie');
  },
};
