import { languageName } from '@atelier/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { click, find, languageOf, textsOf } from '../stories-support/play';
import { withStorefront } from '../stories-support/storefront';
import { LanguageMenu } from './LanguageMenu';

/** 000 §2 the language button of signed-out visitors, with the way to the settings. */
const meta = {
  title: 'Storefront/Shell/Language menu',
  component: LanguageMenu,
  decorators: [withStorefront],
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eight complete languages, the others (partly in English) in a sub-menu, then Settings. */
export const Open: Story = {
  play: async (context) => {
    const { t } = textsOf(context);
    await click('button', `${t('language.label')}: ${languageName(languageOf(context))}`);
    await find('menuitemradio', languageName('ja'));
    await find('menuitem', t('language.others'));
    await find('menuitem', t('user.settings'));
  },
};
