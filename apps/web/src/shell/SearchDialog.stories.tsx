import { formatMoney } from '@atelier/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { creationTiles, creatorSession, producers, studioPrebuilds } from '../stories-support/fixtures';
import { find, says, shows, textsOf } from '../stories-support/play';
import { storefront, withStorefront, type StorefrontSetup } from '../stories-support/storefront';
import { SearchDialog, type Result } from './SearchDialog';

const hoodies: Result[] = creationTiles
  .filter((tile) => tile.name.endsWith('Hoodie'))
  .map((tile) => ({
    key: tile.id,
    to: `?items=${tile.id}`,
    title: tile.name,
    subtitle: `${tile.user.name} · ${formatMoney(tile.totalPrice)}`,
    image: tile.creation_media[0]?.url,
  }));

const prebuilds: Result[] = studioPrebuilds.data.slice(0, 2).map((prebuild) => ({
  key: prebuild.id,
  to: `/${producers.studio.at_name}/production?prebuild=${prebuild.id}`,
  title: prebuild.name,
  subtitle: producers.studio.name,
  image: prebuild.waterflow_config?.media_placement[0]?.url,
}));

/** The search's answers, by scope and text (the dialog's query key). */
const answers = (scope: string, text: string, results: Result[]): StorefrontSetup['queries'] => [
  [['search', scope, text], results],
];

/** Types the whole text at once (one query, for the text the story answers). */
async function search(context: Parameters<typeof textsOf>[0], text: string) {
  const field = await find('combobox', textsOf(context).t('search.title'));
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** 000 §2 search: a sheet at the bottom of the screen; its scopes depend on the role. */
const meta = {
  title: 'Storefront/Shell/Search dialog',
  component: SearchDialog,
  decorators: [withStorefront],
  parameters: { sideBySide: false, ...storefront({ store: { openOverlay: 'search' } }) },
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before typing: shoppers search creators or creations; categories are suggested. */
export const Empty: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('button', t('search.creator'));
    await says(context, 'Type at least two letters.');
    await says(context, 'Try a category');
    await find('button', 'Hoodies');
  },
};

/** Creations found for 'hoodie', with their creators and prices. */
export const Results: Story = {
  parameters: storefront({
    store: { openOverlay: 'search' },
    queries: answers('creations', 'hoodie', hoodies),
  }),
  play: async (context) => {
    await search(context, 'hoodie');
    await shows('Harbour Ember Hoodie');
    await shows('Mei Lin · HK$ 440.00');
    await says(context, 'See all results for “hoodie”');
  },
};

/** Arrows move through the results (the field points at the active one). */
export const KeyboardNavigation: Story = {
  parameters: storefront({
    store: { openOverlay: 'search' },
    queries: answers('creations', 'hoodie', hoodies),
  }),
  play: async (context) => {
    await search(context, 'hoodie');
    const first = await find('option', /Harbour Ember Hoodie/);
    await userEvent.keyboard('{ArrowDown}');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const field = await find('combobox', textsOf(context).t('search.title'));
    await expect(field).toHaveAttribute('aria-activedescendant', first.id);
  },
};

/** Nothing found. */
export const NoResults: Story = {
  parameters: storefront({ store: { openOverlay: 'search' }, queries: answers('creations', 'velvet', []) }),
  play: async (context) => {
    await search(context, 'velvet');
    await says(context, 'Nothing found for “velvet”.');
  },
};

/** A creator searches producers and prebuilds instead. */
export const CreatorSearchesPrebuilds: Story = {
  parameters: storefront({
    session: creatorSession,
    store: { openOverlay: 'search' },
    queries: answers('prebuilds', 'pull', prebuilds),
  }),
  play: async (context) => {
    await find('button', textsOf(context).t('search.prebuilds'));
    await search(context, 'pull');
    await shows('Pull-over Hoodie');
  },
};
