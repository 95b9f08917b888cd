import { expect, screen, userEvent } from 'storybook/test';
import { MESSAGE_NAMESPACE, type Translatable } from '../i18n/storefrontI18n';
import { storyI18n } from './i18n';

/**
 * Helpers for the play functions of storefront stories. Dialogs, menus and toasts render
 * outside the story's canvas, so they look at the whole page (`screen`); with the toolbar's
 * "side by side" theme a story is on the page twice, so they take the first match.
 */

interface PlayContext {
  globals: Record<string, unknown>;
}

/** Lazy panels (the header's menus) load their code first: wait a little longer than the default. */
const WAIT = { timeout: 5000 };

export const languageOf = (context: PlayContext): string => String(context.globals.locale ?? 'en');

/** The story's texts in its language: find controls by their names in any language. */
export function textsOf(context: PlayContext) {
  const i18n = storyI18n(languageOf(context));
  return {
    t: (key: string, options?: Record<string, unknown>): string =>
      String(i18n.t(key as never, options as never)),
    m: (message: Translatable): string => {
      const { key, params } = typeof message === 'string' ? { key: message, params: undefined } : message;
      return String(i18n.t(key as never, { ...params, ns: MESSAGE_NAMESPACE, keySeparator: false } as never));
    },
  };
}

/** Waits until a text of the story's data shows (names, prices, handles: the same in every language). */
export async function shows(text: string | RegExp): Promise<HTMLElement> {
  const [found] = await screen.findAllByText(text, {}, WAIT);
  await expect(found).toBeInTheDocument();
  return found as HTMLElement;
}

/**
 * The specification's exact wording ('Preorder now', 'Preorder already end'), checked when the
 * story is shown in English; other languages show their translation of it.
 */
export async function says(context: PlayContext, text: string | RegExp): Promise<void> {
  if (languageOf(context) === 'en') await shows(text);
}

/** The first element with this role and accessible name. */
export async function find(role: string, name: string | RegExp): Promise<HTMLElement> {
  const [found] = await screen.findAllByRole(role, { name }, WAIT);
  return found as HTMLElement;
}

/** Clicks the first element with this role and accessible name. */
export async function click(role: string, name: string | RegExp): Promise<HTMLElement> {
  const target = await find(role, name);
  await userEvent.click(target);
  return target;
}
