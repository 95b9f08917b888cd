import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopperSession } from '../stories-support/fixtures';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { SettingsDialog } from './SettingsDialog';

/** 000 §2 settings: language, currency (with the rates' date), theme, nav bar placement and style. */
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

/** A member's choices follow the account to other devices; here in euros, at the bottom, floating. */
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
  },
};
