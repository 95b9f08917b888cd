import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryKeys } from '../api/queries';
import { creationDetail, creatorSession, shopperSession } from '../stories-support/fixtures';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import {
  AiStudioPage,
  DashboardPage,
  EditCreationPage,
  PrebuildsPage,
  ProductionManagePage,
} from './GatedPages';

const harbour = creationDetail('Harbour Ember Hoodie');

/** 000 §6 pages gated by role, each saying why it does not open (and what would open it). */
const meta = {
  title: 'Storefront/Account/Gated pages',
  component: DashboardPage,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen', ...storefront({ session: shopperSession, route: '/dashboard' }) },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /dashboard for a shopper: creators only, with 'Become creator'. */
export const DashboardForShopper: Story = {
  play: async (context) => {
    const { m } = textsOf(context);
    await find('link', m('nav.becomeCreator'));
    await says(context, 'This page is for creators.');
  },
};

/** /dashboard for a creator: open to her, built in a later update. */
export const DashboardForCreator: Story = {
  parameters: storefront({ session: creatorSession, route: '/dashboard' }),
  play: async (context) => {
    await says(context, 'Creator dashboard is not open yet');
  },
};

/** /dashboard for a guest: sign in first. */
export const DashboardForGuest: Story = {
  parameters: storefront({ session: null, route: '/dashboard' }),
  play: async (context) => {
    await find('button', textsOf(context).t('nav.login'));
  },
};

/** /aistudio for a shopper: creators only. */
export const AiStudioForShopper: Story = {
  render: () => <AiStudioPage />,
  play: async (context) => {
    await says(context, 'This page is for creators.');
  },
};

/** /prebuilds for a shopper: producer members only. */
export const PrebuildsForShopper: Story = {
  render: () => <PrebuildsPage />,
  play: async (context) => {
    await says(context, 'This page is for producers.');
  },
};

/** /atelier_studio/production/manage for someone who is not a member of Atelier Studio. */
export const ProductionManageForNonMember: Story = {
  render: () => <ProductionManagePage />,
  parameters: storefront({
    session: shopperSession,
    route: '/atelier_studio/production/manage',
    path: '/:atName/production/manage',
  }),
  play: async (context) => {
    await says(context, 'Only members of this producer can manage its production.');
  },
};

/** Editing someone else's creation: only its creator may. */
export const EditByAnotherUser: Story = {
  render: () => <EditCreationPage />,
  parameters: storefront({
    session: shopperSession,
    route: `/mei/creation/${harbour.id}/edit?v2=true`,
    path: '/:atName/creation/:creationId/edit',
    queries: [[queryKeys.creation(harbour.id), harbour]],
  }),
  play: async (context) => {
    await says(context, 'Only the creator of this creation can edit it.');
  },
};

/** Editing one's own creation: the editor comes with a later update. */
export const EditByItsCreator: Story = {
  render: () => <EditCreationPage />,
  parameters: storefront({
    session: creatorSession,
    route: `/mei/creation/${harbour.id}/edit?v2=true`,
    path: '/:atName/creation/:creationId/edit',
    queries: [[queryKeys.creation(harbour.id), { ...harbour, isOwner: true }]],
  }),
  play: async (context) => {
    await says(context, 'Editor: Harbour Ember Hoodie is not open yet');
  },
};
