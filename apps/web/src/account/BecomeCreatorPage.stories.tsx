import type { Meta, StoryObj } from '@storybook/react-vite';
import { creatorSession, homeData, shopperSession } from '../stories-support/fixtures';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { BecomeCreatorPage } from './BecomeCreatorPage';

/** 000 §2 /become_creator. */
const meta = {
  title: 'Storefront/Account/Become creator page',
  component: BecomeCreatorPage,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen', ...storefront({ session: shopperSession, route: '/become_creator' }) },
} satisfies Meta<typeof BecomeCreatorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shopper may become a creator. */
export const Shopper: Story = {
  play: async (context) => {
    await find('button', textsOf(context).t('becomeCreator.action'));
    await says(context, /open your own shop and sell as instant purchases, pre-orders or samples/);
  },
};

/** Already a creator: the way to the dashboard. */
export const AlreadyCreator: Story = {
  parameters: storefront({ session: creatorSession, route: '/become_creator' }),
  play: async (context) => {
    await find('link', textsOf(context).t('becomeCreator.dashboard'));
    await says(context, 'You are already a creator.');
  },
};

/** Where creating is switched off (case setting). */
export const CreatingSwitchedOff: Story = {
  parameters: storefront({
    session: shopperSession,
    route: '/become_creator',
    home: homeData({ signedIn: true, creationEnabled: false }),
  }),
  play: async (context) => {
    await says(context, 'Creating is not open on this site.');
  },
};
