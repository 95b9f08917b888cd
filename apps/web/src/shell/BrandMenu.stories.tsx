import type { Meta, StoryObj } from '@storybook/react-vite';
import { click, find, says, textsOf } from '../stories-support/play';
import { storefront, withStorefront } from '../stories-support/storefront';
import { shopperSession } from '../stories-support/fixtures';
import { BrandMenu } from './BrandMenu';

/** 000 §2 the brand button and its menu: where to go, the how-to pages, and 'Get started'. */
const meta = {
  title: 'Storefront/Shell/Brand menu',
  component: BrandMenu,
  decorators: [withStorefront],
} satisfies Meta<typeof BrandMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, on the main site. */
export const Open: Story = {
  play: async (context) => {
    const { t, m } = textsOf(context);
    await click('button', /Atelier/);
    await find('menuitem', m('nav.howTo.creating'));
    await find('menuitem', t('nav.getStarted'));
    await says(context, 'How-to');
  },
};

/** For a member, Home leads to the home of the role the session acts in. */
export const SignedIn: Story = {
  parameters: storefront({ session: shopperSession }),
  play: async (context) => {
    const { m } = textsOf(context);
    await click('button', /Atelier/);
    await find('menuitem', m('nav.home'));
  },
};
