import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from 'vitest/browser';
import preview from '../../../.storybook/preview';
import { setDemoAssetBase } from './demo-designs';

/**
 * Renders every engine story through the real Storybook preview in Chromium (WebGL through
 * SwiftShader): each play function waits until the viewer has drawn its first frame with
 * the garment and applied the design (`data-first-frame`, `data-state`), never for a time.
 */
type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

setProjectAnnotations(preview);
// Storybook serves /assets (.storybook/main.ts); here Vite serves the repository's files.
setDemoAssetBase(`/@fs${server.config.root.replace(/\/packages\/engine\/?$/, '')}/assets/`);

const storyModules = import.meta.glob<StoriesModule>('./*.stories.tsx', { eager: true });

afterEach(() => {
  // Unmounting disposes each story's engine (its WebGL context and worker).
  document.body.replaceChildren();
});

it('finds the engine stories', () => {
  expect(Object.keys(storyModules)).toEqual(['./Engine.stories.tsx']);
});

describe.each(Object.entries(storyModules))('%s', (_path, storyModule) => {
  const stories = Object.entries(composeStories(storyModule)) as [string, ComposedStory][];

  it.each(stories)('%s renders its first frame', { timeout: 240_000 }, async (_name, Story) => {
    const canvasElement = document.createElement('div');
    document.body.append(canvasElement);
    await Story.run({ canvasElement });

    const view = canvasElement.querySelector<HTMLElement>('[data-testid="engine-view"]');
    expect(view?.dataset.firstFrame).toBe('true');
    expect(view?.dataset.state).toBe('ready');
    expect(view?.querySelector('canvas')?.width).toBeGreaterThan(0);
  });
});
