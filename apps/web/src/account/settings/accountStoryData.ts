import { createElement, type ReactNode } from 'react';
import type { Me } from '../../api/types';
import { shopperSession } from '../../stories-support/fixtures';
import { avatarImage, bannerImage } from '../../stories-support/images';
import { languageOf } from '../../stories-support/play';
import { type AccountTextKey, loadAccountTexts } from './i18n/index';
import { type AccountText, useAccountText } from './i18n/useAccountText';

/** Sam with a picture and a banner (the stories' account). */
export const samWithPictures: Me = {
  ...shopperSession.user,
  profile_image: avatarImage('Sam Chan', '#3b6ea5'),
  profile_banner: bannerImage('#3b6ea5'),
};

/** The account texts of a story's language, for its play function. */
export async function accountTextsOf(context: { globals: Record<string, unknown> }) {
  const texts = await loadAccountTexts(languageOf(context));
  return (key: AccountTextKey, params: Record<string, string | number> = {}) =>
    Object.entries(params).reduce(
      (text, [name, value]) => text.replace(`{{${name}}}`, String(value)),
      texts[key]!,
    );
}

/** Renders `children` with the account texts once they are loaded (as the pages do). */
export function WithAccountTexts({ children }: { children: (t: AccountText) => ReactNode }) {
  const { t, ready } = useAccountText();
  return ready ? createElement('div', { style: { maxWidth: 640, padding: 16 } }, children(t)) : null;
}
