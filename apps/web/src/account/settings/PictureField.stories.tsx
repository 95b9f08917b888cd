import type { Meta, StoryObj } from '@storybook/react-vite';
import { shopperSession } from '../../stories-support/fixtures';
import { find, shows } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { accountTextsOf, samWithPictures, WithAccountTexts } from './accountStoryData';
import { PictureField } from './PictureField';
import './settings.css';

/** A profile picture or banner: choose, crop (a dialog), upload, save. */
const meta = {
  title: 'Storefront/Account/Settings/Picture field',
  component: PictureField,
  decorators: [withStorefront],
  parameters: storefront({ session: shopperSession }),
} satisfies Meta<typeof PictureField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The profile picture, with a way to remove it. */
export const Avatar: Story = {
  args: { kind: 'avatar', user: samWithPictures, t: (key) => key, onSaved: () => undefined },
  render: (args) => <WithAccountTexts>{(t) => <PictureField {...args} t={t} />}</WithAccountTexts>,
  play: async (context) => {
    const text = await accountTextsOf(context);
    await shows(text('avatarHint'));
    await find('button', text('choosePicture'));
    await find('button', text('remove'));
  },
};

/** No banner yet: an empty 4:1 place. */
export const EmptyBanner: Story = {
  args: { kind: 'banner', user: shopperSession.user, t: (key) => key, onSaved: () => undefined },
  render: (args) => <WithAccountTexts>{(t) => <PictureField {...args} t={t} />}</WithAccountTexts>,
  play: async (context) => {
    const text = await accountTextsOf(context);
    await shows(text('noBanner'));
  },
};
