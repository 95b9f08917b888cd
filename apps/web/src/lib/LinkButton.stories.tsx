import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, ShoppingBag } from 'lucide-react';
import { expect } from 'storybook/test';
import { find } from '../stories-support/play';
import { withStorefront } from '../stories-support/storefront';
import { LinkButton } from './LinkButton';

/**
 * A router link that looks like the design system's Button. It stays here, not in @atelier/ui:
 * it is a react-router `Link`, and the design system knows no router.
 */
const meta = {
  title: 'Storefront/Lib/Link button',
  component: LinkButton,
  decorators: [withStorefront],
  args: { to: '/shop', children: 'Shop Now' },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async () => {
    await expect(await find('link', 'Shop Now')).toHaveAttribute('href', '/shop');
  },
};

export const Secondary: Story = {
  args: { icon: <ArrowRight />, children: 'See all', to: '/mei/creation/' },
  play: async () => {
    await find('link', 'See all');
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost' },
  play: async () => void (await find('link', 'Shop Now')),
};

/** Icon only: the name is the aria-label. */
export const IconOnly: Story = {
  args: { variant: 'ghost', icon: <ShoppingBag />, children: undefined, 'aria-label': 'Cart', to: '/cart' },
  play: async () => {
    await find('link', 'Cart');
  },
};
