import {
  BACKGROUND_COLOR_PRESETS,
  LIGHTING_PRESET_LAYOUTS,
  MESSAGES_EN,
  degreesToRadians,
} from '@atelier/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { creationDocument } from '../../steps/test-support/fixtures';
import { renderPanel } from '../panels/test-support/renderPanel';
import * as scene from './index';
import { KEY_RUN_PAUSE_MS } from './SceneSlider';

afterEach(cleanup);

const design = (latest: () => ReturnType<typeof creationDocument>) => latest().item.combination_config;

async function openTile(name: RegExp) {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('button', { name: 'Back to scene settings' });
}

describe('scene settings panel (002 §2)', () => {
  it('shows the four tiles, Form marked New, in the document’s words', async () => {
    await renderPanel(scene, creationDocument());
    const tiles = within(screen.getByTestId('scene-tiles')).getAllByRole('button');
    expect(tiles.map((tile) => tile.dataset.tile)).toEqual([
      'background',
      'environment',
      'appearance',
      'form',
    ]);
    expect(tiles[0]?.textContent).toContain(MESSAGES_EN['scene.background']);
    expect(tiles[1]?.textContent).toContain('Environment');
    expect(tiles[2]?.textContent).toContain('Appearance');
    expect(tiles[3]?.textContent).toContain('FormNew');
  });

  it('Background: a colour clears the image url, an image sets it, a gradient keeps two preset colours', async () => {
    const view = await renderPanel(
      scene,
      creationDocument({
        combination_config: {
          ...creationDocument().item.combination_config,
          background_config: { type: 'img', url: 'backgrounds/linen.jpg' },
        },
      }),
    );
    const back = await openTile(/^Background/);
    expect(document.activeElement).toBe(back);
    const images = screen.getByTestId('scene-background-images');
    expect(within(images).getAllByRole('button')).toHaveLength(13);
    expect(within(images).getByRole('button', { name: 'Linen' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Colour' }));
    expect(design(view.latest).background_config).toEqual({
      type: 'color',
      color: BACKGROUND_COLOR_PRESETS[0]!.hex,
    });
    const colours = within(screen.getByTestId('scene-background-colors')).getAllByRole('button');
    expect(colours).toHaveLength(15);
    await userEvent.click(screen.getByRole('button', { name: /Viva Magenta/ }));
    expect(design(view.latest).background_config).toEqual({ type: 'color', color: '#bb2649' });
    expect(design(view.latest).background_config?.url).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    await userEvent.click(screen.getByRole('button', { name: 'Night bokeh' }));
    expect(design(view.latest).background_config).toEqual({
      type: 'img',
      url: 'backgrounds/bokeh-night.jpg',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Gradient' }));
    await userEvent.click(
      within(screen.getByTestId('scene-gradient-bottom')).getByRole('button', { name: /Classic Blue/ }),
    );
    expect(design(view.latest).background_config).toEqual({
      type: 'gradient',
      color: 'linear-gradient(180deg, #ffbe98 0%, #0f4c81 100%)',
    });
    // Each choice is one undo step.
    view.store.temporal.getState().undo();
    expect(design(view.latest).background_config?.color).toBe(
      'linear-gradient(180deg, #ffbe98 0%, #f7cac9 100%)',
    );

    await userEvent.click(back);
    expect(document.activeElement?.getAttribute('data-tile')).toBe('background');
  });

  it('Environment: 13 HDR presets and an intensity slider 0 to 500 % in steps of 10, stored / 100', async () => {
    const view = await renderPanel(scene, creationDocument());
    await openTile(/^Environment/);
    const presets = within(screen.getByTestId('scene-environments')).getAllByRole('button');
    expect(presets).toHaveLength(13);
    await userEvent.click(screen.getByRole('button', { name: 'Forest' }));
    expect(design(view.latest).environment_config?.url).toBe('environments/forest.exr');
    const slider = within(screen.getByTestId('scene-intensity')).getByRole('slider');
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual([
      '0',
      '500',
      '10',
    ]);
    const before = view.store.temporal.getState().pastStates.length;
    // One drag: many positions, one undo step.
    fireEvent.pointerDown(slider);
    for (const value of [110, 150, 230, 250]) fireEvent.change(slider, { target: { value: String(value) } });
    fireEvent.pointerUp(slider);
    expect(design(view.latest).environment_config).toEqual({
      url: 'environments/forest.exr',
      intensity: 2.5,
    });
    expect(slider.getAttribute('aria-valuetext')).toBe('250 %');
    expect(view.store.temporal.getState().pastStates.length).toBe(before + 1);
    view.store.temporal.getState().undo();
    expect(design(view.latest).environment_config?.intensity).toBe(1);
    // The number field beside it.
    const number = within(screen.getByTestId('scene-intensity')).getByRole('spinbutton');
    fireEvent.change(number, { target: { value: '340' } });
    expect(design(view.latest).environment_config?.intensity).toBe(3.4);
  });

  it('Appearance opens the Light sub-panel: 10 presets and the angle -180 to 180° in steps of 5, stored in radians', async () => {
    const view = await renderPanel(scene, creationDocument());
    await openTile(/^Appearance/);
    expect(screen.getByRole('heading', { name: 'Light' })).toBeTruthy();
    const presets = within(screen.getByRole('list', { name: 'Lighting presets' })).getAllByRole('button');
    expect(presets.map((button) => button.textContent)).toEqual([
      'default',
      'Dramatic Contrast',
      'Soft Ambience',
      'Side Highlight',
      'Overhead Glow',
      'Neon Nights',
      'Solar Flare',
      'Quantum Flux',
      'Shadowy Abyss',
      'Spectral Whisper',
    ]);
    expect(presets[0]?.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Neon Nights' }));
    expect(design(view.latest).lighting_config?.layout).toEqual(LIGHTING_PRESET_LAYOUTS['Neon Nights']);
    expect(screen.getByRole('button', { name: 'Neon Nights' }).getAttribute('aria-pressed')).toBe('true');
    const slider = within(screen.getByTestId('scene-angle')).getByRole('slider');
    expect([slider.getAttribute('min'), slider.getAttribute('max'), slider.getAttribute('step')]).toEqual([
      '-180',
      '180',
      '5',
    ]);
    slider.focus();
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.change(slider, { target: { value: '45' } });
    fireEvent.keyUp(slider, { key: 'ArrowRight' });
    expect(design(view.latest).lighting_config?.angle).toBeCloseTo(degreesToRadians(45));
    expect(design(view.latest).lighting_config?.layout).toEqual(LIGHTING_PRESET_LAYOUTS['Neon Nights']);
  });

  it('makes a run of arrow presses one undo step, and the next run another', async () => {
    const view = await renderPanel(scene, creationDocument());
    await openTile(/^Appearance/);
    const slider = within(screen.getByTestId('scene-angle')).getByRole('slider');
    vi.useFakeTimers();
    try {
      const press = (value: number) => {
        fireEvent.keyDown(slider, { key: 'ArrowRight' });
        fireEvent.change(slider, { target: { value: String(value) } });
        fireEvent.keyUp(slider, { key: 'ArrowRight' });
      };
      const before = view.store.temporal.getState().pastStates.length;
      for (const value of [5, 10, 15]) press(value);
      vi.advanceTimersByTime(KEY_RUN_PAUSE_MS + 1);
      for (const value of [20, 25]) press(value);
      vi.advanceTimersByTime(KEY_RUN_PAUSE_MS + 1);
      expect(view.store.temporal.getState().pastStates.length).toBe(before + 2);
      view.store.temporal.getState().undo();
      expect(design(view.latest).lighting_config?.angle).toBeCloseTo(degreesToRadians(15));
      view.store.temporal.getState().undo();
      expect(design(view.latest).lighting_config?.angle ?? 0).toBeCloseTo(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Form opens the form builder', async () => {
    await renderPanel(scene, creationDocument());
    await openTile(/^Form/);
    const form = await screen.findByTestId('scene-form');
    expect(form.textContent).toContain('Form Builder');
    expect(form.textContent).toContain('New feature');
    expect(form.textContent).toContain("Applies only to the 'Made to order' sales type");
    expect(form.textContent).toContain('No sections or questions yet');
  });

  it('speaks the current language (Japanese)', async () => {
    await renderPanel(scene, creationDocument(), { language: 'ja' });
    expect(screen.getByRole('button', { name: /^背景/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^見た目/ }));
    expect(screen.getByRole('button', { name: 'ネオンの夜' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'シーン設定に戻る' })).toBeTruthy();
  });
});
