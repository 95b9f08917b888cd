import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { CartItem } from '../../api/types';
import { shopperCart, shopperSession } from '../../stories-support/fixtures';
import { find, says, shows, textsOf } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { CartLine } from './CartLine';

const [single, , sample] = shopperCart.data as [CartItem, CartItem, CartItem];

/** One cart line (000 §2, §5): the creation, its size or sizes, the control, the price, Remove. */
const meta = {
  title: 'Storefront/Account/Cart line',
  component: CartLine,
  decorators: [
    (Story) => (
      <ul className="cart-list">
        <Story />
      </ul>
    ),
    withStorefront,
  ],
  parameters: storefront({ session: shopperSession, route: '/cart' }),
  args: { item: single },
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A single-size line: its size, the quantity control 1 to 10 and its link to the creation. */
export const SingleSize: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await shows('Harbour Ember Hoodie');
    const link = await find('link', /Harbour Ember Hoodie/);
    await expect(link.getAttribute('href')).toBe(`/cart?items=${single.creation_id}`);
    await find('spinbutton', t('cart.quantityOf', { name: 'Harbour Ember Hoodie' }));
    await says(context, 'Size: M');
  },
};

/** A sample in several sizes: the sizes, the total and the size editor's button. */
export const SampleSizes: Story = {
  args: { item: sample },
  play: async (context) => {
    const { t } = textsOf(context);
    await shows(/S × 1, L × 2/);
    await find('button', t('cart.editSizes'));
  },
};
