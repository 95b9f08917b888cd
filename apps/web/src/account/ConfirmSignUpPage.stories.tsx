import type { Meta, StoryObj } from '@storybook/react-vite';
import { storefront, withStorefront } from '../stories-support/storefront';
import { ConfirmSignUpPage } from './ConfirmSignUpPage';

/** The page a sign-up's mailed link opens: the account is made on a button press. */
const meta = {
  title: 'Storefront/Account/Confirm sign-up page',
  component: ConfirmSignUpPage,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen', ...storefront({ route: '/confirm-sign-up?token=story-token' }) },
} satisfies Meta<typeof ConfirmSignUpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link from the mail, not yet used. */
export const FromTheMail: Story = {};
