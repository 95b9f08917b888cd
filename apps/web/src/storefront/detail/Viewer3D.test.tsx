import type { AtelierViewer, ViewerOptions } from '@atelier/embed';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { Viewer3D } from './Viewer3D';

/**
 * The embed SDK is replaced: these tests check what the 3D view asks of it and shows
 * (the SDK's own tests cover the handshake, and the end-to-end specs the real viewer).
 */
const sdk = vi.hoisted(() => ({
  calls: [] as { container: HTMLElement; options: ViewerOptions }[],
  settle: null as null | { resolve: (viewer: AtelierViewer) => void; reject: (error: unknown) => void },
}));

vi.mock('@atelier/embed', () => ({
  createViewer: (container: HTMLElement, options: ViewerOptions) => {
    sdk.calls.push({ container, options });
    return new Promise<AtelierViewer>((resolve, reject) => {
      sdk.settle = { resolve, reject };
    });
  },
}));

afterEach(() => {
  cleanup();
  sdk.calls.length = 0;
  sdk.settle = null;
});

const lastCall = () => sdk.calls.at(-1)!;

describe('Viewer3D', () => {
  it('asks the SDK for the creation on this origin with a titled frame, and shows the progress it reports', async () => {
    await renderApp(<Viewer3D creationId="cr_ab-12" name="Harbour Hoodie" />);
    await waitFor(() => expect(sdk.calls).toHaveLength(1));
    const { options, container } = lastCall();
    expect(options).toMatchObject({
      origin: location.origin,
      creationId: 'cr_ab-12',
      instanceId: 'webcrab12',
      title: '3D view of Harbour Hoodie',
    });
    expect(container.closest('.viewer3d')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Loading the 3D view…');
    options.on?.progress?.({ loaded: 1, total: 4, ratio: 0.25 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('25%'));
  });

  it('offers Reset view once the viewer has loaded and connected, and resets through the SDK', async () => {
    await renderApp(<Viewer3D creationId="cr_1" name="Tee" />);
    await waitFor(() => expect(sdk.calls).toHaveLength(1));
    const resetViewport = vi.fn(() => Promise.resolve({ position: [0, 1, 6], target: [0, 0, 0] }));
    // `loaded` arrives before createViewer resolves: no control yet, the SDK is not ready.
    lastCall().options.on?.loaded?.({});
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Reset view' })).toBeNull();
    sdk.settle!.resolve({ resetViewport } as unknown as AtelierViewer);
    const reset = await screen.findByRole('button', { name: 'Reset view' });
    await userEvent.click(reset);
    expect(resetViewport).toHaveBeenCalledTimes(1);
  });

  it('says the view failed when the viewer never answers', async () => {
    await renderApp(<Viewer3D creationId="cr_1" name="Tee" />);
    await waitFor(() => expect(sdk.calls).toHaveLength(1));
    sdk.settle!.reject(new Error('The viewer did not answer within 20000 ms'));
    expect((await screen.findByRole('alert')).textContent).toContain('The 3D view could not load.');
  });

  it('says the view failed when the viewer reports an error', async () => {
    await renderApp(<Viewer3D creationId="cr_1" name="Tee" />);
    await waitFor(() => expect(sdk.calls).toHaveLength(1));
    lastCall().options.on?.error?.({ code: 'model_failed', message: 'The model could not load' });
    expect((await screen.findByRole('alert')).textContent).toContain('The 3D view could not load.');
    expect(screen.queryByRole('button', { name: 'Reset view' })).toBeNull();
  });

  it('aborts the SDK viewer when it unmounts', async () => {
    const { unmount } = await renderApp(<Viewer3D creationId="cr_1" name="Tee" />);
    await waitFor(() => expect(sdk.calls).toHaveLength(1));
    const { signal } = lastCall().options;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
