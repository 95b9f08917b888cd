import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  keyedNotifications,
  noNotifications,
  shopperNotifications,
  shopperSession,
} from '../stories-support/fixtures';
import { loadNotificationTexts, renderNotification } from '@atelier/domain';
import { click, find, languageOf, says, shows, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { NotificationBell } from './NotificationBell';

/** 000 §2 the bell with its unread count, and the notifications panel it opens. */
const meta = {
  title: 'Storefront/Shell/Notification bell',
  component: NotificationBell,
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 480 }}>
        <Story />
      </div>
    ),
    withStorefront,
  ],
  parameters: storefront({ session: shopperSession, notifications: shopperNotifications }),
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing yet: only the welcome entry, and 'All read' has nothing to do. */
export const Empty: Story = {
  parameters: storefront({ session: shopperSession, notifications: noNotifications }),
  play: async (context) => {
    const { t, m } = textsOf(context);
    await click('button', t('nav.notifications'));
    await expect(await find('button', m('notifications.allRead'))).toBeDisabled();
    await says(context, 'Welcome to Atelier');
  },
};

/** Sam's notifications: two unread (marked), one read, newest first, with their times. */
export const WithUnread: Story = {
  play: async (context) => {
    const { t, m } = textsOf(context);
    await click('button', `${t('nav.notifications')} (${t('notifications.unread', { count: 2 })})`);
    await shows('Pre-order goal reached');
    await shows('Your order has shipped');
    await shows('New from Mei Lin');
    await expect(await find('button', m('notifications.allRead'))).toBeEnabled();
    await says(context, '3 hours ago');
    await expect(document.querySelectorAll('.notifications__item[data-unread]')).toHaveLength(2);
  },
};

/** The closed bell: the count is drawn over it and said in its name. */
export const Closed: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('button', `${t('nav.notifications')} (${t('notifications.unread', { count: 2 })})`);
  },
};

/**
 * Issue 18: a keyed notification is written again from its key and parameters in the story's
 * language (the stored English words are for older clients only).
 */
export const InTheReaderLanguage: Story = {
  parameters: storefront({ session: shopperSession, notifications: keyedNotifications }),
  play: async (context) => {
    const { t } = textsOf(context);
    const texts = await loadNotificationTexts(languageOf(context));
    const words = renderNotification(texts, 'follow', { name: 'Mei Lin' });
    await click('button', `${t('nav.notifications')} (${t('notifications.unread', { count: 1 })})`);
    await shows(words?.title ?? '');
    await shows(words?.text ?? '');
  },
};
