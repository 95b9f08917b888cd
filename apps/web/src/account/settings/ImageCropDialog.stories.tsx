import type { Meta, StoryObj } from '@storybook/react-vite';
import { find } from '../../stories-support/play';
import { bannerImage, sceneImage } from '../../stories-support/images';
import { withStorefront } from '../../stories-support/storefront';
import { accountTextsOf, WithAccountTexts } from './accountStoryData';
import { ImageCropDialog } from './ImageCropDialog';
import './settings.css';

/** The crop dialog: a round square for the profile picture, 4:1 for the banner. */
const meta = {
  title: 'Storefront/Account/Settings/Image crop dialog',
  component: ImageCropDialog,
  decorators: [withStorefront],
  parameters: { sideBySide: false },
} satisfies Meta<typeof ImageCropDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cropping a profile picture. */
export const Avatar: Story = {
  args: {
    src: sceneImage('Portrait', 200, 800, 600),
    kind: 'avatar',
    t: (key) => key,
    onCancel: () => undefined,
    onCrop: () => undefined,
  },
  render: (args) => <WithAccountTexts>{(t) => <ImageCropDialog {...args} t={t} />}</WithAccountTexts>,
  play: async (context) => {
    const text = await accountTextsOf(context);
    await find('dialog', text('cropAvatar'));
    await find('slider', text('zoom'));
    await find('button', text('savePicture'));
  },
};

/** Cropping a banner (4:1). */
export const Banner: Story = {
  args: {
    src: bannerImage('#c2185b'),
    kind: 'banner',
    t: (key) => key,
    onCancel: () => undefined,
    onCrop: () => undefined,
  },
  render: (args) => <WithAccountTexts>{(t) => <ImageCropDialog {...args} t={t} />}</WithAccountTexts>,
  play: async (context) => {
    const text = await accountTextsOf(context);
    await find('dialog', text('cropBanner'));
  },
};
