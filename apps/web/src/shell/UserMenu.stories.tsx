import type { Meta, StoryObj } from '@storybook/react-vite';
import { creatorSession, shopperSession } from '../stories-support/fixtures';
import { ordersMenuLabel } from '../account/orders/i18n/menuLabel';
import { click, find, languageOf, says, shows, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { UserMenu } from './UserMenu';

/** 000 §2 the account menu: profile, my orders, role manager, settings, share profile, tutorials, log out. */
const meta = {
  title: 'Storefront/Shell/User menu',
  component: UserMenu,
  decorators: [withStorefront],
  args: { session: shopperSession },
  parameters: storefront({ session: shopperSession }),
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sam, a consumer with one role: no role manager, no dashboard. */
export const Consumer: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', t('nav.account'));
    await find('menuitem', t('user.settings'));
    await find('menuitem', ordersMenuLabel(languageOf(context)));
    await find('menuitem', t('user.logOut'));
    await says(context, 'Signed in as Sam Chan');
  },
};

/** Mei: a creator and a designer at Atelier Studio; the role manager switches between her roles. */
export const CreatorWithRoles: Story = {
  args: { session: creatorSession },
  parameters: storefront({ session: creatorSession }),
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', t('nav.account'));
    await find('menuitem', t('user.dashboard'));
    await click('menuitem', `${t('user.roles')}: ${t('user.creator')}`);
    await shows(/Atelier Studio/);
    await says(context, 'designer at Atelier Studio');
  },
};
