import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { creationDetail, creatorSession, shopperCart, shopperSession } from '../../stories-support/fixtures';
import { click, find, says, shows, textsOf } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { OrderPanel, PreorderStatus } from './OrderPanel';

/**
 * 000 §2, §4, §5 the creation detail's sizing and price panel, under the pre-order status as
 * the detail panel shows them, in each purchase state.
 */
const meta = {
  title: 'Storefront/Creation detail/Order panel',
  component: OrderPanel,
  decorators: [
    (Story) => (
      <div className="detail__info" style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
    withStorefront,
  ],
  render: ({ creation }) => (
    <>
      <PreorderStatus creation={creation} />
      <OrderPanel creation={creation} />
    </>
  ),
  args: { creation: creationDetail('Harbour Ember Hoodie') },
} satisfies Meta<typeof OrderPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sold at once: 'Available for purchase now', sizes S to 2XL (XS is blacklisted), 1 to 10 pieces. */
export const InstantPurchase: Story = {
  play: async (context) => {
    await says(context, 'Available for purchase now');
    await shows('HK$ 440.00');
    await find('button', textsOf(context).t('detail.addToCart'));
    await expect(await find('button', '2XL')).toBeInTheDocument();
    await expect(screen.queryAllByRole('button', { name: 'XS' })).toHaveLength(0);
  },
};

/** A guest who orders an instant purchase is asked to log in to order, with a Login action (issue 18). */
export const GuestOrders: Story = {
  play: async (context) => {
    await click('button', textsOf(context).t('detail.addToCart'));
    await says(context, 'Please log in to order.');
    await expect(screen.queryAllByText('To preorder, please log in first.')).toHaveLength(0);
  },
};

/** A guest who pre-orders is asked 'To preorder, please log in first.' (000 §8). */
export const GuestPreorders: Story = {
  args: { creation: creationDetail('Kowloon Signal Tee', { preorder: 'inProgress' }) },
  play: async (context) => {
    await click('button', textsOf(context).m('preorder.orderNow'));
    await says(context, 'To preorder, please log in first.');
  },
};

/** A single-size piece (a cap) states its one size instead of a selector with one choice (issue 18). */
export const SingleSize: Story = {
  args: { creation: creationDetail('Star Ferry Drift Cap') },
  play: async (context) => {
    await shows('M');
    await expect(screen.queryAllByRole('group', { name: textsOf(context).t('detail.size') })).toHaveLength(0);
    await says(context, 'One size only');
  },
};

/** A signed-in shopper adds two pieces: the unit price shows beside the total, then the cart toast. */
export const MemberAddsToCart: Story = {
  parameters: storefront({
    session: shopperSession,
    api: {
      'POST /api/actions/user/cart': { body: { data: { id: 'ci_new' } } },
      'GET /api/actions/user/cart': { body: shopperCart },
    },
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', t('increase', { label: t('detail.quantity') }));
    await shows('HK$ 880.00');
    await click('button', t('detail.addToCart'));
    await says(context, 'Successfully added to cart');
    await says(context, 'View Cart');
  },
};

/** A retail pre-order under way: the status bar, the count, the days left and 'Preorder now'. */
export const PreorderInProgress: Story = {
  args: { creation: creationDetail('Kowloon Signal Tee', { preorder: 'inProgress' }) },
  play: async (context) => {
    await says(context, 'Pre order in progress');
    await says(context, '7 of 12 ordered');
    await says(context, 'Days left: 12');
    const button = await find('button', textsOf(context).m('preorder.orderNow'));
    await expect(button).toBeEnabled();
    await says(context, 'Preorder now');
  },
};

/** The goal is reached before the deadline: the bar is full and ordering goes on. */
export const PreorderGoalReached: Story = {
  args: { creation: creationDetail('Kowloon Signal Tee', { preorder: 'goalReached' }) },
  play: async (context) => {
    await says(context, 'Pre order goal reached');
    await says(context, '15 of 12 ordered');
    await expect(await find('progressbar', textsOf(context).t('detail.preorderProgress'))).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

/** The deadline passed below the goal: 'Not enough pre orders', and ordering is closed. */
export const PreorderNotEnough: Story = {
  args: { creation: creationDetail('Kowloon Signal Tee', { preorder: 'notEnough' }) },
  play: async (context) => {
    await says(context, 'Not enough pre orders');
    await says(context, '3 of 12 ordered');
    await expect(await find('button', textsOf(context).m('preorder.alreadyEnded'))).toBeDisabled();
  },
};

/** The deadline passed with the goal reached: 'Pre order ended' and a disabled 'Preorder already end'. */
export const PreorderEnded: Story = {
  args: { creation: creationDetail('Kowloon Signal Tee', { preorder: 'ended' }) },
  play: async (context) => {
    await says(context, 'Pre order ended');
    await expect(await find('button', textsOf(context).m('preorder.alreadyEnded'))).toBeDisabled();
    await says(context, 'Preorder already end');
  },
};

/**
 * The creator of a piece may order a sample of it (000 §4, §6): the sample price per piece
 * falls with the quantity (the prebuild's cost tiers).
 */
export const OwnerOrdersSample: Story = {
  args: { creation: creationDetail('Harbour Ember Hoodie', { isOwner: true }) },
  parameters: storefront({ session: creatorSession }),
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', t('detail.sample'));
    await says(context, 'Sample price per piece falls with the total quantity.');
    await shows('HK$ 360.00');
  },
};

/** A sample in several sizes: one stepper per size; ordering none warns 'Please select at least one size.' */
export const SampleInSeveralSizes: Story = {
  args: { creation: creationDetail('Harbour Ember Hoodie', { isOwner: true }) },
  parameters: storefront({ session: creatorSession }),
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', t('detail.sample'));
    await click('button', t('detail.multiSize'));
    await find('spinbutton', '2XL');
    await click('button', t('detail.addToCart'));
    await says(context, 'Please select at least one size.');
  },
};

/** A piece listed as a sample, seen by someone else: only its creator orders samples. */
export const SampleForOthers: Story = {
  args: { creation: creationDetail('Monsoon Echo Tote') },
  play: async (context) => {
    await says(context, 'Samples are ordered by the creator of this piece.');
    await expect(await find('button', textsOf(context).t('detail.addToCart'))).toBeDisabled();
  },
};
