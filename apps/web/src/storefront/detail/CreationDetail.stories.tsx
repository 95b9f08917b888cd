import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { queryKeys } from '../../api/queries';
import type { CreationDetail as Creation } from '../../api/types';
import {
  creationDetail,
  creationsOf,
  creatorSession,
  people,
  shopperSession,
} from '../../stories-support/fixtures';
import { find, languageOf, says, shows, textsOf } from '../../stories-support/play';
import { categoryName } from '../categories/i18n';
import { storefront, withStorefront, type StorefrontSetup } from '../../stories-support/storefront';
import { CreationDetail } from './CreationDetail';

/** The server state of a detail: the creation, and its creator's list for "More from". */
const serverState = (creation: Creation, setup: StorefrontSetup = {}) =>
  storefront({
    ...setup,
    queries: [
      [queryKeys.creation(creation.id), creation],
      [queryKeys.userCreations(creation.user.at_name, 30), creationsOf(people.mei)],
    ],
  });

const harbour = creationDetail('Harbour Ember Hoodie');
const lantern = creationDetail('Lantern Bloom Tee', { preorder: 'inProgress' });

/**
 * 000 §2 the creation detail panel (in the grid's overlay, or on its own page): gallery,
 * creator, categories, favourite and share, pre-order status, details, order panel, more
 * from the creator.
 */
const meta = {
  title: 'Storefront/Creation detail/Creation detail',
  component: CreationDetail,
  decorators: [withStorefront],
  args: { creationId: harbour.id, headingLevel: 1 },
  parameters: { layout: 'fullscreen', ...serverState(harbour) },
} satisfies Meta<typeof CreationDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sold at once, seen by a guest. */
export const InstantPurchase: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('heading', 'Harbour Ember Hoodie');
    await find('link', categoryName({ name: 'Hoodies', value: 'hoodies' }, languageOf(context)));
    await find('button', new RegExp(t('detail.favourite')));
    await shows('HK$ 440.00');
    await says(context, 'Available for purchase now');
    await says(context, 'More from Mei Lin');
  },
};

/** A pre-order under way, seen by its creator: Manage, the status bar, and a sample to order. */
export const PreorderSeenByItsCreator: Story = {
  args: { creationId: lantern.id },
  parameters: serverState(
    creationDetail('Lantern Bloom Tee', { preorder: 'inProgress', isOwner: true, isFavorite: true }),
    { session: creatorSession },
  ),
  play: async (context) => {
    const { t, m } = textsOf(context);
    await find('button', t('detail.manage'));
    await find('button', new RegExp(t('detail.unfavourite')));
    await find('button', m('preorder.orderNow'));
    await says(context, 'Pre order in progress');
    await says(context, 'Minimum order: 12');
  },
};

/** A draft, private creation (only its creator sees it): both flags beside the name. */
export const PrivateDraft: Story = {
  args: { creationId: harbour.id },
  parameters: serverState(
    creationDetail('Harbour Ember Hoodie', { isOwner: true, isDraft: true, visibility: 'private' }),
    { session: creatorSession },
  ),
  play: async (context) => {
    await says(context, 'Draft');
    await says(context, 'Private');
  },
};

/** In the overlay the name is a second-level heading. */
export const InOverlay: Story = {
  args: { headingLevel: 2 },
  parameters: serverState(harbour, { session: shopperSession }),
  play: async () => {
    const heading = await find('heading', 'Harbour Ember Hoodie');
    await expect(heading.tagName).toBe('H2');
  },
};

/** Loading: placeholders in the panel's shape. */
export const Loading: Story = {
  args: { creationId: 'cr_loading' },
  parameters: storefront({ pending: true }),
  play: async () => {
    await expect(document.querySelector('.detail[aria-busy="true"]')).not.toBeNull();
  },
};

/** A creation that does not exist (or was removed): the API answers 404. */
export const NotFound: Story = {
  args: { creationId: 'cr_gone' },
  parameters: storefront({
    api: {
      '/api/creations/cr_gone': { status: 404, body: { error: { code: 'not_found', message: 'Gone' } } },
    },
  }),
  play: async (context) => {
    await says(context, 'This creation is not available.');
    await says(context, 'It may have been removed, or the link is wrong.');
  },
};
