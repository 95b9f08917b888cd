import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { creatorSession, people } from '../../../stories-support/fixtures';
import { find, languageOf, shows } from '../../../stories-support/play';
import { storefront, withStorefront } from '../../../stories-support/storefront';
import { loadShopTexts } from './i18n';
import type { ShopCatalogue } from './i18n/en';
import { emptyShop, inesShop, storyUpload } from './shopStories';
import { ShopSettings } from './ShopSettings';
import { SHOP_QUERY_KEY } from './useShopSettings';

/** Issue 18: the dashboard's Shop section: bio, notice, banner and header cards with previews. */
const meta = {
  title: 'Storefront/Account/Dashboard/Shop settings',
  component: ShopSettings,
  decorators: [withStorefront],
  args: { userId: people.ines.id, atName: 'ines', upload: storyUpload },
  parameters: storefront({
    session: creatorSession,
    route: '/dashboard',
    queries: [[SHOP_QUERY_KEY, inesShop]],
  }),
} satisfies Meta<typeof ShopSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = async (context: Parameters<NonNullable<Story['play']>>[0]) =>
  (await loadShopTexts(languageOf(context))) as ShopCatalogue;

/** Inès's shop as she saved it: notice, banner and two cards, with their previews. */
export const Saved: Story = {
  play: async (context) => {
    const t = await texts(context);
    await find('heading', t.title);
    await shows('Ten pieces, cut to order.');
    await expect(await find('textbox', t.bio)).toHaveValue('Hand-finished knitwear from Lisbon.');
    await find('button', t.save);
  },
};

/** Nothing saved yet: an empty form, and no cards. */
export const Empty: Story = {
  parameters: storefront({
    session: creatorSession,
    route: '/dashboard',
    queries: [[SHOP_QUERY_KEY, emptyShop]],
  }),
  play: async (context) => {
    const t = await texts(context);
    await shows(t.cardsEmpty);
  },
};

/** Saving an enabled notice without words and a card without its picture: marked at the fields. */
export const Invalid: Story = {
  parameters: storefront({
    session: creatorSession,
    route: '/dashboard',
    queries: [[SHOP_QUERY_KEY, emptyShop]],
  }),
  play: async (context) => {
    const t = await texts(context);
    await userEvent.click(await find('checkbox', t.noticeEnabled));
    await userEvent.click(await find('button', t.addCard));
    await userEvent.click(await find('button', t.save));
    await shows(t.errorNoticeEmpty);
    await shows(t.errorCardImage);
    await expect(screen.getAllByText(t.errorRequired).length).toBeGreaterThan(0);
  },
};

/** Waiting for the saved shop. */
export const Loading: Story = {
  parameters: storefront({ session: creatorSession, route: '/dashboard', pending: true }),
};
