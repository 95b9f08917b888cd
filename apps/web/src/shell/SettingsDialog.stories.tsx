import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { creatorSession, shopperSession } from '../stories-support/fixtures';
import { click, find, says, shows, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { SettingsDialog } from './SettingsDialog';

/**
 * 000 §2 settings: language, currency (with the rates' date), theme, nav bar placement and
 * style; for a member, the account's visibility (who sees their favourites).
 */
const meta = {
  title: 'Storefront/Shell/Settings dialog',
  component: SettingsDialog,
  decorators: [withStorefront],
  parameters: { sideBySide: false, ...storefront({ store: { openOverlay: 'settings' } }) },
} satisfies Meta<typeof SettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's choices stay on this device. */
export const Guest: Story = {
  play: async (context) => {
    await find('dialog', textsOf(context).t('settings.title'));
    await says(context, 'Saved on this device.');
    await says(context, /Prices are set in HKD and converted at the rates of November 1, 2026/);
  },
};

/**
 * A member's choices follow the account to other devices; here in euros, at the bottom,
 * floating. A public account, with the switch that makes its favourites private.
 */
export const SignedIn: Story = {
  parameters: storefront({
    session: shopperSession,
    store: {
      openOverlay: 'settings',
      preferences: { currency: 'EUR', navPlacement: 'bottom', navStyle: 'floating' },
    },
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    await find('dialog', t('settings.title'));
    await says(context, 'Saved to your account.');
    await find('button', t('settings.floating'));
    const visibility = within(await find('group', t('settings.visibility')));
    await expect(visibility.getByRole('button', { name: t('settings.public') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await says(context, 'Private: only you see your favourites.');
  },
};

/** A private creator: told that their creations leave the shop too. */
export const PrivateCreator: Story = {
  parameters: storefront({
    session: { ...creatorSession, user: { ...creatorSession.user, visibility: 'private' } },
    store: { openOverlay: 'settings' },
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    const visibility = within(await find('group', t('settings.visibility')));
    await expect(visibility.getByRole('button', { name: t('settings.private') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await says(
      context,
      'Private: only you see your favourites; your creations leave the shop and you leave the creators list.',
    );
  },
};

/** Making the account private fails: the switch goes back to Public and says the change was not saved. */
export const VisibilityNotSaved: Story = {
  parameters: storefront({
    session: shopperSession,
    store: { openOverlay: 'settings' },
    api: {
      'PATCH /api/me/profile': {
        status: 500,
        body: { error: { code: 'internal', message: 'Unexpected server error.' } },
      },
    },
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', t('settings.private'));
    await expect(await shows(t('settings.visibilityFailed'))).toHaveAttribute('role', 'alert');
    await says(context, 'Your profile visibility could not be changed. Please try again.');
    await expect(await find('button', t('settings.public'))).toHaveAttribute('aria-pressed', 'true');
  },
};
