import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { createI18n, DEFAULT_NAMESPACE } from '@atelier/ui';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';
import { en as storefrontMessages } from './i18n/messages/en';
import type { StorefrontSetup } from './stories-support/storefront';
import { storyNetwork } from './stories-support/network';

/**
 * Renders every story of the storefront through the real Storybook preview (its theme and
 * language decorators, the storefront decorator, each story's play function), so a story that
 * breaks, logs an error, shows a raw message key or reaches for the network fails the tests.
 * The play functions check each state's texts (in English, the specification's exact wording).
 */
type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// Before any composeStories call: stories composed earlier would miss the preview's decorators.
setProjectAnnotations(preview);

const storyModules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });

/** The storefront's component modules (keys only); each has a story file beside it. */
const componentFiles = Object.keys(
  import.meta.glob(['./{account,help,lib,pages,shell,storefront}/**/*.tsx', '!./**/*.{test,stories}.tsx']),
);

/** Components without stories of their own, and why. */
const WITHOUT_STORIES: Record<string, string> = {
  './shell/LazyMenus.tsx': "the header's menus before their code loads; the Header stories show them",
  './lib/preloadable.tsx': 'not a component: the lazy loader the routes use (preloadable.test.tsx tests it)',
  './storefront/detail/Viewer3D.tsx':
    'the 3D view is the viewer iframe (apps/viewer), not served by Storybook',
};

/** Every translation key with a dot ('detail.addToCart'): none may show as text. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${name}.`) : [`${prefix}${name}`],
  );
}
const RAW_KEYS = [
  ...keysOf(createI18n('en').getResourceBundle('en', DEFAULT_NAMESPACE) as object),
  ...Object.keys(storefrontMessages),
].filter((key) => key.includes('.'));

// React and react-i18next report misuse (keys, nesting, a missing provider) on the console.
const consoleSpies: ReturnType<typeof vi.spyOn>[] = [];
beforeAll(() => {
  consoleSpies.push(vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'));
});
beforeEach(() => storyNetwork.reset());
/**
 * React's note that an update landed while an act() scope was open but the act environment
 * flag was off. It is about the harness, not the story: Storybook's act() restores the flag
 * when its scope ends, and on a busy machine a data answer of the story can land while another
 * of its act() scopes is still draining. Any other message still fails the story.
 */
const HARNESS_NOTE = 'The current testing environment is not configured to support act(...)';
afterEach(() => {
  for (const spy of consoleSpies) {
    const calls = spy.mock.calls.filter((call: unknown[]) => call[0] !== HARNESS_NOTE);
    expect(calls).toEqual([]);
    spy.mockClear();
  }
});
afterAll(() => {
  for (const spy of consoleSpies) spy.mockRestore();
});

it('finds the story files', () => {
  expect(Object.keys(storyModules).length).toBeGreaterThan(0);
});

it.each(componentFiles.filter((path) => !(path in WITHOUT_STORIES)))('%s has a story file', (path) => {
  expect(Object.keys(storyModules)).toContain(path.replace(/\.tsx$/, '.stories.tsx'));
});

const GLOBALS = [
  { theme: 'light', locale: 'en' },
  { theme: 'dark', locale: 'de' },
  { theme: 'side-by-side', locale: 'ja' },
] as const;

describe.each(Object.entries(storyModules))('%s', (_path, storyModule) => {
  const stories = Object.entries(composeStories(storyModule)) as [string, ComposedStory][];

  it('exports at least one story', () => {
    expect(stories.length).toBeGreaterThan(0);
  });

  describe.each(GLOBALS)('theme $theme, language $locale', (globals) => {
    it.each(stories)(
      '%s renders',
      async (_name, Story) => {
        // Without a canvas the story gets its own, removed (and unmounted) before the next story.
        await Story.run({ globals: { ...Story.globals, ...globals } });
        const page = document.body;

        const text = page.textContent ?? '';
        // Something shows: a text, or (placeholders, icon buttons) a drawing or a busy region.
        expect(text.trim() || page.querySelector('svg, img, [style], [aria-busy="true"]')).toBeTruthy();
        expect(RAW_KEYS.filter((key) => text.includes(key))).toEqual([]);
        const setup = Story.parameters.storefront as StorefrontSetup | undefined;
        if (!setup?.pending) expect(storyNetwork.unanswered).toEqual([]);
        // The preview's decorators ran with these globals.
        expect(document.documentElement.lang).toBe(globals.locale);
        if (globals.theme === 'side-by-side' && Story.parameters.sideBySide !== false) {
          expect(page.querySelectorAll('[data-theme]').length).toBeGreaterThanOrEqual(2);
        } else if (globals.theme === 'side-by-side') {
          // An overlay shows once, in the system's theme.
          expect(page.querySelectorAll('section[data-theme]')).toHaveLength(0);
          expect(document.documentElement.dataset.theme).toBeUndefined();
        } else {
          expect(document.documentElement.dataset.theme).toBe(globals.theme);
        }
      },
      20_000,
    );
  });
});
