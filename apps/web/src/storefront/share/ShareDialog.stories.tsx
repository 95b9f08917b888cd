import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { creationShareTarget, profileShareTarget } from '../../shell/shareTargets';
import { creationDetail, people } from '../../stories-support/fixtures';
import { find, says, textsOf } from '../../stories-support/play';
import { storefront, withStorefront } from '../../stories-support/storefront';
import { ShareDialog } from './ShareDialog';

const valueOf = (field: HTMLElement) => (field as HTMLInputElement).value;

/**
 * 000 §2 the share dialog: a QR code card (or a 1080 x 1420 wallpaper) with colours, two lines
 * of text, the logo and a picture behind it; share, download, copy the link.
 */
const meta = {
  title: 'Storefront/Share/Share dialog',
  component: ShareDialog,
  decorators: [withStorefront],
  parameters: {
    sideBySide: false,
    ...storefront({ store: { share: creationShareTarget(creationDetail('Harbour Ember Hoodie')) } }),
  },
} satisfies Meta<typeof ShareDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sharing a creation: its name and link under the code, its picture as the logo. */
export const Creation: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('dialog', t('share.title'));
    await expect(await find('textbox', t('share.line1'))).toHaveValue('Harbour Ember Hoodie');
    await expect(valueOf(await find('textbox', t('share.link')))).toMatch(
      /\/mei\/creation\?creation_id=cr_harbour$/,
    );
    await find('button', t('share.copyLink'));
    await says(context, 'Picture behind the code');
  },
};

/** Sharing a creator's profile: the link has the shape {at_name}/creation (000 §2). */
export const CreatorProfile: Story = {
  parameters: storefront({ store: { share: profileShareTarget(people.mei) } }),
  play: async (context) => {
    const { t } = textsOf(context);
    await find('dialog', t('share.profileTitle'));
    await expect(await find('textbox', t('share.line1'))).toHaveValue('Mei Lin');
    await expect(valueOf(await find('textbox', t('share.link')))).toMatch(/\/mei\/creation$/);
  },
};

/** A shopper's profile, which has no banner: no picture to put behind the code. */
export const ShopperProfile: Story = {
  parameters: storefront({ store: { share: profileShareTarget(people.sam) } }),
  play: async (context) => {
    const { t } = textsOf(context);
    await expect(valueOf(await find('textbox', t('share.link')))).toMatch(/\/sam$/);
    await find('checkbox', t('share.wallpaper'));
  },
};
