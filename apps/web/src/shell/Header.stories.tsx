import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import {
  creatorSession,
  homeData,
  noNotifications,
  shopperNotifications,
  shopperSession,
} from '../stories-support/fixtures';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { Header } from './Header';

/** 000 §2 the header for each kind of visitor: what it offers follows the session and the case settings. */
const meta = {
  title: 'Storefront/Shell/Header',
  component: Header,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the language button and 'Log in'; no bell, no account menu. */
export const Guest: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('button', t('nav.login'));
    await find('button', new RegExp(`^${t('language.label')}`));
    await expect(screen.queryAllByRole('button', { name: new RegExp(t('nav.notifications')) })).toHaveLength(
      0,
    );
    await says(context, 'Log in');
  },
};

/**
 * Sam, a signed-in shopper: the cart with its count, the bell with two unread, sharing the
 * profile, the account menu, and 'Become creator' (creating is open on this site).
 */
export const SignedInConsumer: Story = {
  parameters: storefront({ session: shopperSession, notifications: shopperNotifications }),
  play: async (context) => {
    const { t, m } = textsOf(context);
    await find('button', `${t('nav.notifications')} (${t('notifications.unread', { count: 2 })})`);
    await find('link', `${t('nav.cart')} (3)`);
    await find('link', m('nav.becomeCreator'));
    await find('button', t('nav.account'));
    await says(context, 'Become creator');
  },
};

/** Mei, a creator: 'Create' leads to /prebuilds, to start a creation from one. */
export const Creator: Story = {
  parameters: storefront({ session: creatorSession, notifications: noNotifications }),
  play: async (context) => {
    const { t } = textsOf(context);
    const create = await find('link', t('nav.create'));
    await expect(create).toHaveAttribute('href', '/prebuilds');
    await find('button', t('nav.notifications'));
  },
};

/** Where creating is switched off (case setting): no 'Create' and no 'Become creator'. */
export const CreatingSwitchedOff: Story = {
  parameters: storefront({
    session: shopperSession,
    home: homeData({ signedIn: true, creationEnabled: false }),
  }),
  play: async (context) => {
    const { t, m } = textsOf(context);
    await find('button', t('nav.account'));
    await expect(screen.queryAllByRole('link', { name: m('nav.becomeCreator') })).toHaveLength(0);
  },
};

/** The nav bar at the bottom of the screen, floating (the settings' nav bar choices). */
export const FloatingAtTheBottom: Story = {
  parameters: storefront({
    session: shopperSession,
    store: { preferences: { navPlacement: 'bottom', navStyle: 'floating' } },
  }),
  decorators: [
    (Story) => (
      <div className="shell" data-placement="bottom" data-style="floating" style={{ minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    await find('button', textsOf(context).t('nav.account'));
    await expect(document.querySelector('.shell-header')).toHaveAttribute('data-placement', 'bottom');
  },
};
