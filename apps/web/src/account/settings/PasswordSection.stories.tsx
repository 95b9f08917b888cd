import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { shopperSession } from '../../stories-support/fixtures';
import { click, find, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { accountTextsOf, WithAccountTexts } from './accountStoryData';
import { PasswordSection } from './PasswordSection';
import './settings.css';

/** Password and sessions: change the password, sign out everywhere. */
const meta = {
  title: 'Storefront/Account/Settings/Password and sessions',
  component: PasswordSection,
  decorators: [withStorefront],
  args: { t: (key) => key },
  render: () => <WithAccountTexts>{(t) => <PasswordSection t={t} />}</WithAccountTexts>,
  parameters: {
    ...storefront({
      session: shopperSession,
      api: {
        'POST /api/me/password': { body: { ok: true } },
        'POST /api/auth/sign-out-everywhere': { body: { ok: true, ended: 3 } },
      },
    }),
  },
} satisfies Meta<typeof PasswordSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const typePasswords = async (current: string, next: string) => {
  await userEvent.type(document.querySelector<HTMLInputElement>('input[name=current_password]')!, current);
  await userEvent.type(document.querySelector<HTMLInputElement>('input[name=new_password]')!, next);
};

/** The form: the current password, the new one with its rule, and sign out everywhere. */
export const Form: Story = {
  play: async (context) => {
    const text = await accountTextsOf(context);
    await shows(text('passwordHeading'));
    await shows(text('passwordHint'));
    await find('button', text('changePassword'));
    await find('button', text('signOutEverywhere'));
  },
};

/** Changed: said in a status, by keyboard alone (Tab to each field, Enter submits). */
export const Changed: Story = {
  play: async (context) => {
    const text = await accountTextsOf(context);
    await typePasswords('the old password', 'a brand new password');
    await userEvent.keyboard('{Enter}');
    const said = await shows(text('passwordChanged'));
    await expect(said.closest('[role=status]')).not.toBeNull();
  },
};

/** A wrong current password: said at that field. */
export const WrongPassword: Story = {
  parameters: storefront({
    session: shopperSession,
    api: {
      'POST /api/me/password': {
        status: 403,
        body: { error: { code: 'wrong_password', message: 'The password is not right.' } },
      },
    },
  }),
  play: async (context) => {
    const text = await accountTextsOf(context);
    await typePasswords('not it', 'a brand new password');
    await click('button', text('changePassword'));
    await shows(text('wrongPassword'));
  },
};

/** Too many wrong passwords: said at the new password, the form stays. */
export const TooMany: Story = {
  parameters: storefront({
    session: shopperSession,
    api: {
      'POST /api/me/password': {
        status: 429,
        body: {
          error: { code: 'rate_limited', message: 'Too many wrong passwords. Please try again later.' },
        },
      },
    },
  }),
  play: async (context) => {
    const text = await accountTextsOf(context);
    await typePasswords('guess', 'a brand new password');
    await click('button', text('changePassword'));
    await shows(text('tooMany'));
  },
};

/** Sign out everywhere asks once, then ends every session. */
export const SignOutEverywhere: Story = {
  play: async (context) => {
    const text = await accountTextsOf(context);
    await click('button', text('signOutEverywhere'));
    await shows(text('signOutEverywhereConfirm'));
    const dialog = await find('dialog', text('signOutEverywhere'));
    const confirm = [...dialog.querySelectorAll('button')].find(
      (button) => button.textContent === text('signOutEverywhere'),
    );
    await userEvent.click(confirm!);
    await shows(text('signedOutEverywhere'));
  },
};
