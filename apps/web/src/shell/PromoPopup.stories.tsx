import type { Meta, StoryObj } from '@storybook/react-vite';
import { find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { PromoPopup } from './PromoPopup';

/** 000 §2 the promo popup ('Get started' in the brand menu): shop, create, manufacture. */
const meta = {
  title: 'Storefront/Shell/Promo popup',
  component: PromoPopup,
  decorators: [withStorefront],
  parameters: { sideBySide: false, ...storefront({ store: { openOverlay: 'promo' } }) },
} satisfies Meta<typeof PromoPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the main site all three tiles show (a creator's sub-domain has no manufacturer tile). */
export const MainSite: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await find('dialog', t('promo.title'));
    await find('link', new RegExp(t('promo.manufacturer')));
    await says(context, 'Design garments in 3D and sell them.');
  },
};
