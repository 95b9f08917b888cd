import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { shopperSession } from '../stories-support/fixtures';
import { click, find, says, shows, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { QuickLogin } from './QuickLogin';

/** 000 §2 quick login: opens on `?login=true` (or `#login`) over any page. */
const meta = {
  title: 'Storefront/Shell/Quick login',
  component: QuickLogin,
  decorators: [withStorefront],
  parameters: { sideBySide: false, ...storefront({ route: '/shop?login=true' }) },
} satisfies Meta<typeof QuickLogin>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signing in, with the demo account's hint. */
export const SignIn: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('dialog', t('login.title'));
    await find('textbox', t('login.email'));
    await says(context, 'Welcome to Atelier');
    await says(context, 'Demo: shopper@atelier.test, password atelier-demo');
  },
};

/** Signing up asks for a name and a handle too. */
export const SignUp: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', t('login.signUp'));
    await find('textbox', t('login.atName'));
    await says(context, 'At least 8 characters.');
  },
};

/** A wrong password: the API answers 401 and the form says so under the password. */
export const WrongPassword: Story = {
  parameters: storefront({
    route: '/shop?login=true',
    api: {
      'POST /api/auth/sign-in': {
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Wrong email or password' } },
      },
    },
  }),
  play: async (context) => {
    const { t } = textsOf(context);
    await userEvent.type(await find('textbox', t('login.email')), 'shopper@atelier.test');
    const [password] = await screen.findAllByLabelText(t('login.password'));
    await userEvent.type(password as HTMLElement, 'not-the-password');
    const [submit] = (await screen.findAllByRole('button', { name: t('login.signIn') })).filter(
      (button) => button.getAttribute('type') === 'submit',
    );
    await userEvent.click(submit as HTMLElement);
    await says(context, 'The email or password is not right.');
  },
};

/** With a session it says so, and closes itself about a second later. */
export const SignedIn: Story = {
  parameters: storefront({ route: '/shop?login=true', session: shopperSession }),
  play: async (context) => {
    await shows(textsOf(context).t('login.signedIn'));
    await says(context, 'You are signed in.');
  },
};
