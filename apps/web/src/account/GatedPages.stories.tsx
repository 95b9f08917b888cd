import type { Meta, StoryObj } from '@storybook/react-vite';
import { creatorSession, shopperSession } from '../stories-support/fixtures';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { AiStudioPage } from '../aistudio/AiStudioPage';
import { DashboardPage, ProductionManagePage } from './GatedPages';

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
