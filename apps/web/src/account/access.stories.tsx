import { Button } from '@atelier/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopperSession } from '../stories-support/fixtures';
import { find, says, shows, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { NotAllowed, RequireSession } from './access';

/**
 * Why a page does not open: a guest is asked to sign in, a member without the role a page
 * needs is told which role it is (with a way to get it), and a page of a later update says so.
 */
const meta = {
  title: 'Storefront/Account/Access',
  component: NotAllowed,
  decorators: [withStorefront],
  args: {
    title: 'This page is for creators.',
    text: 'Become a creator to design and sell your own pieces.',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotAllowed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member without the role: which role the page needs, and the way to it. */
export const NotAllowedWithAction: Story = {
  args: { action: <Button variant="primary">Become creator</Button> },
  play: async () => {
    await find('heading', 'This page is for creators.');
    await find('button', 'Become creator');
  },
};

/** A guest on a members' page (the quick login opens once; closing it leaves this). */
export const SignInRequired: Story = {
  render: () => <RequireSession>Members only</RequireSession>,
  parameters: storefront({ route: '/cart' }),
  play: async (context) => {
    await find('button', textsOf(context).t('nav.login'));
    await says(context, 'Sign in to continue');
  },
};

/** A member sees the page itself. */
export const SignedIn: Story = {
  render: () => <RequireSession>{(session) => <p>Hello, {session.user.name}</p>}</RequireSession>,
  parameters: storefront({ session: shopperSession }),
  play: async () => {
    await shows('Hello, Sam Chan');
  },
};
