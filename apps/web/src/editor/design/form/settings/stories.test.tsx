import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../../../../../../.storybook/preview';
import { en } from './i18n/en';

/**
 * Renders every story of the field settings through the real Storybook preview (the app's
 * stories test covers the storefront's folders only), in light English and dark German: each
 * must show its texts once loaded, no raw key, and nothing on the console.
 */
type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

setProjectAnnotations(preview);

const storyModules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });
const componentFiles = Object.keys(
  import.meta.glob(['./**/*.tsx', '!./**/*.{test,stories}.tsx', '!./test-support/**']),
);

const consoleSpies: ReturnType<typeof vi.spyOn>[] = [];
beforeAll(() => {
  consoleSpies.push(vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'));
});
afterEach(() => {
  cleanup();
  for (const spy of consoleSpies) {
    expect(spy).not.toHaveBeenCalled();
    spy.mockClear();
  }
});
afterAll(() => {
  for (const spy of consoleSpies) spy.mockRestore();
});

it.each(componentFiles)('%s has a story file', (path) => {
  expect(Object.keys(storyModules)).toContain(path.replace(/\.tsx$/, '.stories.tsx'));
});

const RAW_KEYS = Object.keys(en);

/** Each text the page shows on its own (a raw key would be one of them). */
function shownTexts(): Set<string> {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const texts = new Set<string>();
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    texts.add((node.textContent ?? '').trim());
  return texts;
}

describe.each(Object.entries(storyModules))('%s', (_path, storyModule) => {
  const stories = Object.entries(composeStories(storyModule)) as [string, ComposedStory][];
  describe.each([
    { theme: 'light', locale: 'en' },
    { theme: 'dark', locale: 'de' },
  ])('theme $theme, language $locale', (globals) => {
    it.each(stories)(
      '%s renders',
      async (_name, Story) => {
        await Story.run({ globals: { ...Story.globals, ...globals } });
        await vi.waitFor(() => expect(document.body.querySelector('[aria-busy="true"]')).toBeNull());
        const text = document.body.textContent ?? '';
        expect(text.trim() || document.body.querySelector('input, svg, img')).toBeTruthy();
        expect(RAW_KEYS.filter((key) => shownTexts().has(key))).toEqual([]);
        expect(document.documentElement.lang).toBe(globals.locale);
      },
      20_000,
    );
  });
});
