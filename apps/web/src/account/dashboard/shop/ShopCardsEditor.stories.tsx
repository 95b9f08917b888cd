import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { people } from '../../../stories-support/fixtures';
import { find, languageOf } from '../../../stories-support/play';
import { withStorefront } from '../../../stories-support/storefront';
import { loadShopTexts } from './i18n';
import type { ShopCatalogue } from './i18n/en';
import { ShopCardsEditor } from './ShopCardsEditor';
import { inesShop, storyUpload } from './shopStories';

/** Issue 18: a shop's header cards, added, removed and reordered with buttons. */
const meta = {
  title: 'Storefront/Account/Dashboard/Shop cards editor',
  component: ShopCardsEditor,
  decorators: [withStorefront],
  args: {
    cards: inesShop.headerCards,
    onChange: fn(),
    errors: {},
    userId: people.ines.id,
    upload: storyUpload,
  },
} satisfies Meta<typeof ShopCardsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards; moving the second up puts it first. */
export const TwoCards: Story = {
  play: async (context) => {
    const t = (await loadShopTexts(languageOf(context))) as ShopCatalogue;
    await userEvent.click(await find('button', t.moveUp.replace('{{number}}', '2')));
    await expect(context.args.onChange).toHaveBeenCalledWith([
      inesShop.headerCards[1],
      inesShop.headerCards[0],
    ]);
    // Side by side shows the editor twice: every first card's Move up is disabled.
    for (const button of screen.getAllByRole('button', { name: t.moveUp.replace('{{number}}', '1') }))
      await expect(button).toBeDisabled();
  },
};

/** No cards yet. */
export const NoCards: Story = { args: { cards: [] } };
