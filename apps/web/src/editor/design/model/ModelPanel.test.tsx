import type { AtelierViewer } from '@atelier/embed';
import type { ModelAsset } from '@atelier/schema';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/render';
import { creationDocument, hoodiePrebuild, prebuildDocument } from '../../steps/test-support/fixtures';
import { renderPanel } from '../panels/test-support/renderPanel';
import * as model from './index';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const modelAsset = (id: string, name: string, category: string): ModelAsset => ({
  id,
  type: 'MODEL',
  producer_id: 'pr_atelier',
  text: name,
  value: id,
  asset_data: { name: `${name} (ref)`, category, thumb: `thumb-${id}`, url: `/assets/models/${id}.glb` },
  created_at: '2025-03-01T00:00:00.000Z',
});

const HOODIE = modelAsset('model_hoodie', 'Pull-over hoodie', 'tops');
const ZIP = modelAsset('model_zip', 'Zip hoodie', 'outerwear');

/** A viewer that reports what the tests make it report (docs/protocol.md events). */
function fakeViewer() {
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  const viewer = {
    on: (name: string, handler: (data: unknown) => void) => {
      const set = handlers.get(name) ?? new Set();
      set.add(handler);
      handlers.set(name, set);
      return () => set.delete(handler);
    },
  };
  const emit = (name: string, data: unknown = {}) =>
    act(() => handlers.get(name)?.forEach((handler) => handler(data)));
  return {
    viewer: viewer as unknown as AtelierViewer,
    emit,
    listeners: () => [...handlers.values()].flatMap((s) => [...s]).length,
  };
}

const serveModels = (models: readonly ModelAsset[]) =>
  mockApi({
    '/api/assets/models': (url: URL) => ({
      data: models.filter((m) => url.searchParams.get('ids')?.split(',').includes(m.id)),
    }),
  });

describe('002 §2 Model selector', () => {
  it("lists the prebuild's models with thumbnail (width 100), name, reference name and category, the current one pressed", async () => {
    const calls = serveModels([HOODIE, ZIP]);
    await renderPanel(model, prebuildDocument({ ...hoodiePrebuild, models: [HOODIE, ZIP] }));
    const tiles = screen.getAllByRole('button');
    expect(tiles.map((tile) => tile.dataset.model)).toEqual(['model_hoodie', 'model_zip']);
    expect(tiles[0]!.textContent).toContain('Pull-over hoodie');
    expect(tiles[0]!.textContent).toContain('Reference: Pull-over hoodie (ref)');
    expect(tiles[0]!.textContent).toContain('tops');
    expect(tiles[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(tiles[1]!.getAttribute('aria-pressed')).toBe('false');
    expect(tiles[0]!.querySelector('img')!.getAttribute('src')).toBe(
      '/api/img/original/thumb-model_hoodie?w=100',
    );
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/assets/models'));
  });

  it('shows the latest details the API has for each model', async () => {
    serveModels([{ ...ZIP, text: 'Zip hoodie, renamed' }, HOODIE]);
    await renderPanel(model, prebuildDocument({ ...hoodiePrebuild, models: [HOODIE, ZIP] }));
    expect(await screen.findByText('Zip hoodie, renamed')).toBeTruthy();
  });

  it('on a prebuild, choosing a model makes it current (one undo step) and shows the load until the viewer has it', async () => {
    serveModels([HOODIE, ZIP]);
    const { viewer, emit } = fakeViewer();
    const view = await renderPanel(model, prebuildDocument({ ...hoodiePrebuild, models: [HOODIE, ZIP] }), {
      viewer,
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Zip hoodie/ }));
    const doc = view.latest();
    expect(doc.kind === 'prebuild' && doc.item.models?.map((m) => m.id)).toEqual([
      'model_zip',
      'model_hoodie',
    ]);
    const bar = screen.getByRole('progressbar', { name: 'Loading the model' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await emit('progress', { loaded: 512, total: 1024, ratio: 0.5 });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByText('50%')).toBeTruthy();
    await emit('loaded');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Model loaded');
    view.store.temporal.getState().undo();
    const undone = view.latest();
    expect(undone.kind === 'prebuild' && undone.item.models?.[0]?.id).toBe('model_hoodie');
  });

  it('says so when the viewer cannot load the model', async () => {
    serveModels([HOODIE, ZIP]);
    const { viewer, emit } = fakeViewer();
    await renderPanel(model, prebuildDocument({ ...hoodiePrebuild, models: [HOODIE, ZIP] }), { viewer });
    await userEvent.click(screen.getByRole('button', { name: /Zip hoodie/ }));
    await emit('error', { code: 'model_failed', message: 'The 3D model could not be loaded.' });
    expect(screen.getByRole('alert').textContent).toBe('The model could not be loaded.');
  });

  it('choosing the current model again changes nothing', async () => {
    serveModels([HOODIE, ZIP]);
    const view = await renderPanel(model, prebuildDocument({ ...hoodiePrebuild, models: [HOODIE, ZIP] }));
    const before = view.latest();
    await userEvent.click(screen.getByRole('button', { name: /Pull-over hoodie/ }));
    expect(view.latest()).toBe(before);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("on a creation shows the prebuild's model, and another cannot be chosen", async () => {
    serveModels([HOODIE, ZIP]);
    const doc = creationDocument();
    const creation = { ...doc, prebuild: { ...hoodiePrebuild, models: [HOODIE, ZIP] } } as typeof doc;
    const view = await renderPanel(model, creation);
    expect(screen.getByText("A creation wears its prebuild's model: the producer chooses it.")).toBeTruthy();
    const zip = screen.getByRole('button', { name: /Zip hoodie/ }) as HTMLButtonElement;
    expect(zip.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: /Pull-over hoodie/ }));
    expect(view.latest()).toBe(creation);
  });

  it('says when the prebuild has no model', async () => {
    await renderPanel(model, prebuildDocument());
    expect(screen.getByText('This prebuild has no model yet.')).toBeTruthy();
  });

  it('stops listening to the viewer when closed', async () => {
    serveModels([HOODIE]);
    const { viewer, listeners } = fakeViewer();
    const view = await renderPanel(model, prebuildDocument({ ...hoodiePrebuild, models: [HOODIE] }), {
      viewer,
    });
    expect(listeners()).toBe(3);
    view.unmount();
    expect(listeners()).toBe(0);
  });

  it('speaks German', async () => {
    serveModels([HOODIE]);
    await renderPanel(model, prebuildDocument({ ...hoodiePrebuild, models: [HOODIE] }), { language: 'de' });
    expect(screen.getByRole('list', { name: 'Modelle' })).toBeTruthy();
    expect(screen.getByText('Aktuell')).toBeTruthy();
  });
});
