import type { Meta, StoryObj } from '@storybook/react-vite';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { MobileMenu } from './MobileMenu';

/** 000 §2 the side menu of narrow screens. */
const meta = {
  title: 'Storefront/Shell/Mobile menu',
  component: MobileMenu,
  decorators: [withStorefront],
  parameters: { sideBySide: false, ...storefront({ store: { openOverlay: 'mobileMenu' } }) },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home, Shop, Creators, and the how-to pages ('Manufactoring' is the specification's spelling). */
export const Open: Story = {
  play: async (context) => {
    const { t, m } = textsOf(context);
    await find('dialog', t('nav.menu'));
    await find('link', m('nav.creators'));
    await says(context, 'Manufactoring');
  },
};
