import type { Meta, StoryObj } from '@storybook/react-vite';
import { welcomeNotice } from '../../stories-support/fixtures';
import { sceneImage } from '../../stories-support/images';
import { find, says, shows, textsOf } from '../../stories-support/play';
import { withStorefront } from '../../stories-support/storefront';
import { HomeNotice, NOTICE_SHOWN_KEY } from './HomeNotice';

/** 000 §4 the home's notice: once a day (the story forgets when it was last shown). */
const meta = {
  title: 'Storefront/Home/Home notice',
  component: HomeNotice,
  decorators: [withStorefront],
  args: { notice: welcomeNotice },
  parameters: { sideBySide: false },
  beforeEach: () => localStorage.removeItem(NOTICE_SHOWN_KEY),
} satisfies Meta<typeof HomeNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The platform's welcome, with a link to read more (English and Traditional Chinese texts). */
export const Welcome: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('dialog', /Welcome to Atelier|歡迎來到 Atelier/);
    await find('button', t('notice.readMore'));
    await says(
      context,
      'Every piece is made to order. Pre-orders are only charged when they reach their goal.',
    );
  },
};

/** A notice with a picture and no link: only 'Got it'. */
export const WithPicture: Story = {
  args: {
    notice: {
      enabled: true,
      title: 'New drops every Friday',
      text: 'Fresh pieces from our creators, every week.',
      image: sceneImage('Friday drop', 320, 600, 338),
    },
  },
  play: async (context) => {
    await find('dialog', 'New drops every Friday');
    await shows('Fresh pieces from our creators, every week.');
    await says(context, 'Got it');
  },
};
