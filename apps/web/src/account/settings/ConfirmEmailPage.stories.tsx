import type { Meta, StoryObj } from '@storybook/react-vite';
import { click, find, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { accountTextsOf } from './accountStoryData';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const ROUTE = '/confirm-email?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

/** /confirm-email: the link mailed to a new address confirms it on a button press. */
const meta = {
  title: 'Storefront/Account/Settings/Confirm e-mail page',
  component: ConfirmEmailPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({
      route: ROUTE,
      api: { 'POST /api/auth/email/confirm': { body: { ok: true, email: 'sam.new@example.test' } } },
    }),
  },
} satisfies Meta<typeof ConfirmEmailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the press. */
export const Ready: Story = {
  play: async (context) => {
    const text = await accountTextsOf(context);
    await shows(text('confirmTitle'));
    await find('button', text('confirmAction'));
  },
};

/** Confirmed: the new address named. */
export const Confirmed: Story = {
  play: async (context) => {
    const text = await accountTextsOf(context);
    await click('button', text('confirmAction'));
    await shows(text('emailConfirmed', { email: 'sam.new@example.test' }));
  },
};

/** The link expired (after 24 hours). */
export const Expired: Story = {
  parameters: storefront({
    route: ROUTE,
    api: {
      'POST /api/auth/email/confirm': {
        status: 400,
        body: {
          error: { code: 'token_expired', message: 'This link has expired. Please ask for a new one.' },
        },
      },
    },
  }),
  play: async (context) => {
    const text = await accountTextsOf(context);
    await click('button', text('confirmAction'));
    await shows(text('tokenExpired'));
  },
};
