import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { shopperSession } from '../../stories-support/fixtures';
import { click, find, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { accountTextsOf, WithAccountTexts } from './accountStoryData';
import { EmailSection } from './EmailSection';
import './settings.css';

/** Change the e-mail address: the new one confirms by a mailed link. */
const meta = {
  title: 'Storefront/Account/Settings/E-mail section',
  component: EmailSection,
  decorators: [withStorefront],
  args: { user: shopperSession.user, t: (key) => key },
  render: (args) => <WithAccountTexts>{(t) => <EmailSection {...args} t={t} />}</WithAccountTexts>,
  parameters: {
    sideBySide: false,
    ...storefront({
      session: shopperSession,
      api: { 'POST /api/me/email': { body: { ok: true, pendingEmail: 'sam.new@example.test' } } },
    }),
  },
} satisfies Meta<typeof EmailSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: the new address and the current password. */
export const Form: Story = {
  play: async (context) => {
    const text = await accountTextsOf(context);
    await shows(text('currentEmail', { email: 'shopper@atelier.test' }));
    await find('textbox', text('newEmail'));
  },
};

/** Sent: check your inbox, the new address named. */
export const CheckInbox: Story = {
  play: async (context) => {
    const text = await accountTextsOf(context);
    await userEvent.type(await find('textbox', text('newEmail')), 'sam.new@example.test');
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name=password]')!, 'atelier-demo');
    await click('button', text('changeEmail'));
    await shows(text('checkInbox'));
    await shows(text('checkInboxText', { email: 'sam.new@example.test', current: 'shopper@atelier.test' }));
  },
};

/** A wrong password: said at the password field. */
export const WrongPassword: Story = {
  parameters: storefront({
    session: shopperSession,
    api: {
      'POST /api/me/email': {
        status: 403,
        body: { error: { code: 'wrong_password', message: 'The password is not right.' } },
      },
    },
  }),
  play: async (context) => {
    const text = await accountTextsOf(context);
    await userEvent.type(await find('textbox', text('newEmail')), 'sam.new@example.test');
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name=password]')!, 'not it');
    await click('button', text('changeEmail'));
    await shows(text('wrongPassword'));
  },
};
