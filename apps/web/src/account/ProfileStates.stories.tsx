import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { find, says, textsOf } from '../stories-support/play';
import { withStorefront } from '../stories-support/storefront';
import { ProfileLoading, ProfileNotFound } from './ProfileStates';

/** The states of profile, creator and producer pages before they have a profile to show. */
const meta = {
  title: 'Storefront/Account/Profile states',
  component: ProfileNotFound,
  decorators: [withStorefront],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ProfileNotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No such profile: a way to the creators page. */
export const NotFound: Story = {
  play: async (context) => {
    await expect(await find('link', textsOf(context).t('creators.title'))).toHaveAttribute(
      'href',
      '/creators',
    );
    await says(context, 'This profile does not exist.');
  },
};

/** Loading: the header's placeholder. */
export const Loading: Story = {
  render: () => <ProfileLoading />,
  play: async () => {
    await expect(document.querySelector('.page--wide')).not.toBeNull();
  },
};
