import { printGuardSetup } from '@atelier/domain';
import { CombinationConfigSchema } from '@atelier/schema';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoFields } from '../demoForm';
import { renderField } from './renderField';

/**
 * Issue 20: the shopper's upload says what DPI it prints at where the field places it, warns
 * under 300 DPI and is refused under the floor (100) without being uploaded. The chest decal is
 * half of a ten-inch (254 mm) front: five inches wide.
 */
const field = { ...demoFields.decalLayerConfig, targetDecalId: 'chest', sectionId: undefined };
const config = CombinationConfigSchema.parse({
  parts: [{ value: 'front', text: 'Front', default: 'm1' }],
  decals: { placed: [{ value: 'chest', part_binding: 'front', scale: { x: 0.5, y: 0.5 } }] },
  form: { enabledForRoles: ['creator', 'consumer'], fields: [field] },
});
const printGuard = printGuardSetup(
  { method: 'dtg', areas: [{ part: 'front', width_mm: 254, height_mm: 254 }] },
  100,
);

// jsdom has no worker: the conversion falls back to the original, and says so.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The browser's decoder, answering the given pixel size (jsdom has none). */
const decodesAs = (side: number) =>
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve({ width: side, height: side, close: () => {} })),
  );

const choose = async (name: string) => {
  const input = (await screen.findByText('Upload your own image')).querySelector('input') as HTMLInputElement;
  fireEvent.change(input, {
    target: { files: [new File([new Uint8Array(64)], name, { type: 'image/png' })] },
  });
};

describe('the print-resolution guard in the client form', () => {
  it('refuses an image that prints under the floor, in plain words, and uploads nothing', async () => {
    decodesAs(490); // 98 DPI over five inches
    const uploadImage = vi.fn(() => Promise.resolve('/api/img/original/small.png'));
    const { written } = await renderField(field, { config, printGuard, uploadImage });
    await choose('small.png');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This image is too small to print at this size: it would print at 98 DPI and the maker needs at least 100. Choose a larger image.',
    );
    expect(uploadImage).not.toHaveBeenCalled();
    expect(written).toEqual([]);
  });

  it('warns under 300 DPI and still uploads; says the DPI when it is sharp', async () => {
    decodesAs(1000); // 200 DPI
    const uploadImage = vi.fn(() => Promise.resolve('/api/img/original/mid.png'));
    const { written } = await renderField(field, { config, printGuard, uploadImage });
    await choose('mid.png');
    expect(await screen.findByText(/it prints at 200 DPI, under the 300 DPI that looks sharp/)).toBeTruthy();
    await screen.findByRole('radio', { name: 'mid.png' });
    expect(written).toEqual([{ url: '/api/img/original/mid.png', name: 'mid.png' }]);
    decodesAs(2000); // 400 DPI
    await choose('big.png');
    expect(await screen.findByText('Prints at 400 DPI at this size: sharp.')).toBeTruthy();
  });

  it('says nothing about DPI when the image cannot be measured; the server still judges', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('undecodable'))),
    );
    const uploadImage = vi.fn(() => Promise.resolve('/api/img/original/x.png'));
    const { written } = await renderField(field, { config, printGuard, uploadImage });
    await choose('x.png');
    await screen.findByRole('radio', { name: 'x.png' });
    expect(screen.queryByText(/DPI/)).toBeNull();
    expect(written).toHaveLength(1);
  });
});
