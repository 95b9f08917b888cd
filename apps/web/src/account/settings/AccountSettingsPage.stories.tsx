import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopperSession } from '../../stories-support/fixtures';
import { find, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { AccountSettingsPage } from './AccountSettingsPage';
import { accountTextsOf, samWithPictures } from './accountStoryData';

/** /settings/account: name, profile picture, banner and e-mail address. */
const meta = {
  title: 'Storefront/Account/Settings/Account settings page',
  component: AccountSettingsPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({ session: { ...shopperSession, user: samWithPictures }, route: '/settings/account' }),
  },
} satisfies Meta<typeof AccountSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sam with a picture and a banner: each can be replaced or removed. */
export const WithPictures: Story = {
  play: async (context) => {
    const text = await accountTextsOf(context);
    await shows(text('title'));
    await find('textbox', text('name'));
    await find('group', text('avatar'));
    await find('group', text('banner'));
    await shows(text('currentEmail', { email: 'shopper@atelier.test' }));
    await find('button', text('changeEmail'));
  },
};

/** No pictures yet: the banner's empty place says so. */
export const WithoutPictures: Story = {
  parameters: storefront({ session: shopperSession, route: '/settings/account' }),
  play: async (context) => {
    const text = await accountTextsOf(context);
    await shows(text('noBanner'));
  },
};
