import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { shopperSession } from '../../stories-support/fixtures';
import { click, find, says, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { accountTextsOf } from './accountStoryData';
import { ResetPasswordPage } from './ResetPasswordPage';

const USED = {
  status: 400,
  body: { error: { code: 'token_used', message: 'This link was already used. Please ask for a new one.' } },
};

/** /reset-password: ask for a link, then (from the mail) choose the new password. */
const meta = {
  title: 'Storefront/Account/Settings/Reset password page',
  component: ResetPasswordPage,
  decorators: [withStorefront],
  parameters: {
    layout: 'fullscreen',
    ...storefront({
      route: '/reset-password',
      api: {
        'POST /api/auth/password-reset': { body: { ok: true, message: 'sent' } },
        'POST /api/auth/password-reset/confirm': { body: { session: shopperSession } },
      },
    }),
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step one: the address. */
export const Request: Story = {
  play: async (context) => {
    const text = await accountTextsOf(context);
    await shows(text('resetTitle'));
    await find('textbox', text('email'));
  },
};

/** Sent: the same answer whether or not an account uses the address. */
export const Sent: Story = {
  play: async (context) => {
    const text = await accountTextsOf(context);
    await userEvent.type(await find('textbox', text('email')), 'lena@atelier.test');
    await click('button', text('sendLink'));
    await says(context, text('resetSent'));
    await shows(text('resetSent'));
  },
};

/** Step two, from the link: the new password. */
export const NewPassword: Story = {
  parameters: storefront({ route: '/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' }),
  play: async (context) => {
    const text = await accountTextsOf(context);
    await shows(text('newPasswordTitle'));
    await find('button', text('setPassword'));
  },
};

/** Saved: signed in. */
export const Done: Story = {
  parameters: storefront({ route: '/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG' }),
  play: async (context) => {
    const text = await accountTextsOf(context);
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name=password]')!, 'a new password');
    await click('button', text('setPassword'));
    await shows(text('passwordSet'));
  },
};

/** The link was used before: said plainly, with a way to ask for a new one. */
export const UsedLink: Story = {
  parameters: storefront({
    route: '/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    api: { 'POST /api/auth/password-reset/confirm': USED },
  }),
  play: async (context) => {
    const text = await accountTextsOf(context);
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name=password]')!, 'a new password');
    await click('button', text('setPassword'));
    await says(context, 'This link was already used. Please ask for a new one.');
    await find('link', text('askAgain'));
  },
};
