import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, userEvent } from 'storybook/test';
import type { Result } from '../../shell/SearchDialog';
import { creatorSession, producers, studioPrebuilds } from '../../stories-support/fixtures';
import { find, languageOf, says, shows, textsOf } from '../../stories-support/play';
import { categoryName } from '../categories/i18n';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { FilterDialog } from './FilterDialog';

const prebuildResults: Result[] = studioPrebuilds.data.slice(0, 2).map((prebuild) => ({
  key: prebuild.id,
  to: `/${producers.studio.at_name}/production?prebuild=${prebuild.id}`,
  title: prebuild.name,
  subtitle: producers.studio.name,
  image: prebuild.waterflow_config?.media_placement[0]?.url,
}));

/**
 * 000 §2 the shop's filter popup (full screen): main categories and styles as offered by the
 * case setting, and a search whose options follow the role.
 */
const meta = {
  title: 'Storefront/Shop/Filter dialog',
  component: FilterDialog,
  decorators: [withStorefront],
  args: {
    open: true,
    onOpenChange: fn(),
    onApply: fn(),
    value: { categories: ['hoodies'], scope: 'creations', text: '' },
  },
  parameters: { sideBySide: false },
} satisfies Meta<typeof FilterDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A seeded category's name in the story's language (issue 18). */
const category = (context: Parameters<typeof languageOf>[0], name: string) =>
  categoryName({ name, value: name.toLowerCase() }, languageOf(context));

/** A shopper: categories (Hoodies chosen), searching creators or creations. */
export const Shopper: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('dialog', t('shop.filterTitle'));
    await expect(await find('button', category(context, 'Hoodies'))).toHaveAttribute('aria-pressed', 'true');
    await expect(await find('button', category(context, 'Men'))).toHaveAttribute('aria-pressed', 'false');
    await find('button', t('search.creator'));
    await says(context, 'Main categories');
  },
};

/** Choosing and applying: the chosen categories go back to the shop. */
export const Apply: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await userEvent.click(await find('button', category(context, 'Women')));
    await userEvent.click(await find('button', t('shop.showResults')));
    await expect(context.args.onApply).toHaveBeenCalled();
    await expect(mocked(context.args.onApply).mock.calls[0]?.[0].categories).toEqual(['hoodies', 'women']);
  },
};

/** A creator searches producers and prebuilds; prebuilds are listed in the dialog. */
export const CreatorSearchesPrebuilds: Story = {
  args: { value: { categories: [], scope: 'prebuilds', text: 'pull' } },
  parameters: storefront({
    session: creatorSession,
    queries: [[['search', 'prebuilds', 'pull'], prebuildResults]],
  }),
  play: async (context) => {
    await find('button', textsOf(context).t('search.producer'));
    await shows('Pull-over Hoodie');
  },
};
