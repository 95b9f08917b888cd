import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import preview from '../../../.storybook/preview';

/**
 * Renders every story of every `*.stories.tsx` in this package through the real Storybook preview
 * (decorators, globals, play functions), so a broken story fails the unit tests.
 */
type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// Before any composeStories call: stories composed earlier would miss the preview's decorators.
setProjectAnnotations(preview);

const storyModules = import.meta.glob<StoriesModule>('./**/*.stories.tsx', { eager: true });
// Keys only: every component file must have a story file beside it (ARCHITECTURE.md).
const componentFiles = Object.keys(import.meta.glob('./components/*/*.tsx')).filter(
  (path) => !/\.(test|stories)\.tsx$/.test(path),
);

// React and react-i18next report misuse (keys, nesting, a missing provider) on the console.
const consoleSpies: ReturnType<typeof vi.spyOn>[] = [];
beforeAll(() => {
  consoleSpies.push(vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'));
});
afterEach(() => {
  for (const spy of consoleSpies) {
    expect(spy).not.toHaveBeenCalled();
    spy.mockClear();
  }
  document.body.replaceChildren();
});
afterAll(() => {
  for (const spy of consoleSpies) spy.mockRestore();
});

it('finds the story files', () => {
  expect(Object.keys(storyModules).length).toBeGreaterThan(0);
});

it.each(componentFiles)('%s has a story file', (path) => {
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
    it.each(stories)('%s renders', async (_name, Story) => {
      const canvasElement = document.createElement('div');
      document.body.append(canvasElement);
      await Story.run({ canvasElement, globals: { ...Story.globals, ...globals } });

      expect(canvasElement.childElementCount).toBeGreaterThan(0);
      expect(canvasElement.textContent?.trim() || canvasElement.querySelector('svg, [style]')).toBeTruthy();
      // The preview's decorators ran with these globals.
      expect(document.documentElement.lang).toBe(globals.locale);
      if (globals.theme === 'side-by-side') {
        expect(canvasElement.querySelectorAll('[data-theme]').length).toBeGreaterThanOrEqual(2);
      } else {
        expect(document.documentElement.dataset.theme).toBe(globals.theme);
      }
    });
  });
});
