import type { AtelierViewer } from '@atelier/embed';
import type { MediaPlate } from '@atelier/schema';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { capturePlate, creationDocument, imagePlate, prebuildDocument } from '../test-support/fixtures';
import { renderStep } from '../test-support/renderStep';
import { RenderStep } from './RenderStep';

const platesOf = (doc: ReturnType<typeof creationDocument>) => doc.item.waterflow_config.media_placement;
const withPlates = (plates: MediaPlate[]) =>
  creationDocument({ waterflow_config: { media_placement: plates } });

/** A 1 x 1 PNG, the bytes of a real image. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);

/** The viewer as the Render step uses it: a plain object answering captures (and the camera). */
function fakeViewer() {
  const captureMediaPlates = vi.fn(async ({ plates }: { plates: MediaPlate[] }) =>
    plates.map((plate) => ({
      id: plate.id,
      image: {
        dataUrl: `data:image/webp;base64,CAPTURE${plate.id}`,
        width: 1920,
        height: 1080,
        mimeType: 'image/webp',
      },
    })),
  );
  const getCameraPosRot = vi.fn(async () => ({
    position: [1, 2, 3] as [number, number, number],
    rotation: [0.1, 0.2, 0.3] as [number, number, number],
    target: [0, 0, 0] as [number, number, number],
    fov: 40,
  }));
  return { viewer: { captureMediaPlates, getCameraPosRot } as unknown as AtelierViewer, captureMediaPlates };
}

afterEach(cleanup);

describe('Render step: the media waterfall', () => {
  it('shows its empty state and adds a capture plate with the default capture', async () => {
    const { latest, changes } = renderStep(RenderStep, creationDocument());
    expect(screen.getByRole('heading', { name: 'No media yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Capture of the 3D design' }));
    const [plate] = platesOf(latest());
    expect(plate).toMatchObject({
      type: 'capture',
      fit: 'cover',
      captureInfo: { auto_capture: true, size: [1920, 1080], fov: 75 },
    });
    expect(changes.at(-1)?.label).toBe('Add media plate');
    expect(screen.getByText('Not captured yet')).toBeTruthy();
    expect(screen.getByText('1920 × 1080 · 75°')).toBeTruthy();
  });

  it('moves plates, and moving the first up or the last down does nothing', async () => {
    const { latest } = renderStep(RenderStep, withPlates([imagePlate(1), imagePlate(2), imagePlate(3)]));
    const ids = () => platesOf(latest()).map((plate) => plate.id);
    await userEvent.click(screen.getByRole('button', { name: 'Media 1: Move up' }));
    expect(ids()).toEqual([1, 2, 3]);
    await userEvent.click(screen.getByRole('button', { name: 'Media 3: Move down' }));
    expect(ids()).toEqual([1, 2, 3]);
    await userEvent.click(screen.getByRole('button', { name: 'Media 1: Move down' }));
    expect(ids()).toEqual([2, 1, 3]);
    await userEvent.click(screen.getByRole('button', { name: 'Media 3: Move up' }));
    expect(ids()).toEqual([2, 3, 1]);
  });

  it('toggles the fit and removes a plate', async () => {
    const { latest } = renderStep(RenderStep, withPlates([imagePlate(1), imagePlate(2)]));
    await userEvent.click(screen.getByRole('button', { name: 'Media 2: Fit Cover' }));
    expect(platesOf(latest())[1]?.fit).toBe('contain');
    expect(screen.getByRole('button', { name: 'Media 2: Fit Contain' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Media 1: Remove' }));
    expect(platesOf(latest()).map((plate) => plate.id)).toEqual([2]);
  });

  it('reads a YouTube watch link by its v=, and says so when the link has none', async () => {
    const { latest } = renderStep(RenderStep, prebuildDocument());
    await userEvent.click(screen.getByRole('button', { name: 'YouTube video' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit media' });
    const link = within(dialog).getByLabelText('YouTube watch link');
    await userEvent.type(link, 'https://www.youtube.com/watch?list=abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(
      within(dialog).getByText('This link has no video id (v=). Paste the link of the video’s watch page.'),
    ).toBeTruthy();
    expect(platesOf(latest())[0]?.url).toBeUndefined();
    await userEvent.clear(link);
    await userEvent.type(link, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(platesOf(latest())[0]).toMatchObject({
      type: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
    });
    expect(screen.getByText('dQw4w9WgXcQ')).toBeTruthy();
  });

  it('says video is coming soon', async () => {
    renderStep(RenderStep, withPlates([imagePlate(1)]));
    await userEvent.click(screen.getByRole('button', { name: 'Media 1: Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit media' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Video' }));
    expect(within(dialog).getByText('This feature is coming soon')).toBeTruthy();
  });

  it('uploads an image by default, read as a data URL for the save to upload', async () => {
    const { latest } = renderStep(RenderStep, creationDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit media' });
    expect(within(dialog).getByRole('button', { name: 'Upload' }).getAttribute('aria-pressed')).toBe('true');
    const file = new File([PNG_BYTES], 'front.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Choose an image'), file);
    // The chosen image shows in the popup once it is read.
    await waitFor(() => expect(dialog.querySelector('img.plate-edit__preview')).not.toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    const [plate] = platesOf(latest());
    expect(plate?.type).toBe('image/upload');
    expect(plate?.url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('refreshes every auto-capture plate through the viewer and stores each image in its url', async () => {
    const { viewer, captureMediaPlates } = fakeViewer();
    const plates = [
      capturePlate(1),
      imagePlate(2),
      capturePlate(3, { captureInfo: { auto_capture: false, size: [800, 600], fov: 50 } }),
      capturePlate(4),
    ];
    const { latest, changes } = renderStep(RenderStep, withPlates(plates), { viewer });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh all capture image' }));
    await waitFor(() => expect(screen.getByText('Captures updated')).toBeTruthy());
    expect(captureMediaPlates).toHaveBeenCalledTimes(1);
    expect(captureMediaPlates.mock.calls[0]?.[0].plates.map((plate) => plate.id)).toEqual([1, 4]);
    expect(platesOf(latest()).map((plate) => plate.url)).toEqual([
      'data:image/webp;base64,CAPTURE1',
      plates[1]?.url,
      undefined,
      'data:image/webp;base64,CAPTURE4',
    ]);
    // One undo step for the whole refresh.
    expect(changes.map((entry) => entry.label)).toEqual(['Refresh all capture image']);
  });

  it('shows the progress while capturing and the failure when the viewer fails', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const captureMediaPlates = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const viewer = { captureMediaPlates } as unknown as AtelierViewer;
    renderStep(RenderStep, withPlates([capturePlate(1)]), { viewer });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh all capture image' }));
    expect(await screen.findByRole('progressbar', { name: 'Refresh all capture image' })).toBeTruthy();
    expect(screen.getAllByText('Capturing 0 of 1').length).toBeGreaterThan(0);
    captureMediaPlates.mockImplementationOnce(() => Promise.reject(new Error('WebGL lost')));
    await act(async () => finish([]));
    await waitFor(() => expect(screen.getByText('Captures updated')).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Refresh all capture image' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'The capture failed: WebGL lost');
  });

  it('waits for the viewer before capturing', async () => {
    const { changes } = renderStep(RenderStep, withPlates([capturePlate(1)]), { viewer: null });
    expect(screen.getByText('The 3D view is loading…')).toBeTruthy();
    const refresh = screen.getByRole('button', { name: 'Refresh all capture image' });
    expect(refresh.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(refresh);
    expect(changes).toEqual([]);
  });

  it('in pro mode, turns auto capture off, captures one plate and takes the current camera', async () => {
    const { viewer, captureMediaPlates } = fakeViewer();
    const { latest } = renderStep(RenderStep, withPlates([capturePlate(7)]), { viewer });
    expect(screen.queryByLabelText('Capture automatically')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pro' }));
    await userEvent.click(screen.getByLabelText('Capture automatically'));
    expect(platesOf(latest())[0]?.captureInfo?.auto_capture).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Capture now' }));
    await waitFor(() => expect(platesOf(latest())[0]?.url).toBe('data:image/webp;base64,CAPTURE7'));
    expect(captureMediaPlates.mock.calls[0]?.[0].plates[0]?.captureInfo?.auto_capture).toBe(true);
    await userEvent.click(screen.getByText('Capture settings'));
    await userEvent.click(screen.getByRole('button', { name: 'Use the current camera' }));
    await waitFor(() =>
      expect(platesOf(latest())[0]?.captureInfo).toMatchObject({
        position: [1, 2, 3],
        rotation: [0.1, 0.2, 0.3],
        fov: 40,
      }),
    );
    const width = screen.getByLabelText('Width (px)');
    fireEvent.change(width, { target: { value: '640' } });
    expect(platesOf(latest())[0]?.captureInfo?.size).toEqual([640, 1080]);
    fireEvent.change(width, { target: { value: '0' } });
    expect(platesOf(latest())[0]?.captureInfo?.size).toEqual([640, 1080]);
  });
});
