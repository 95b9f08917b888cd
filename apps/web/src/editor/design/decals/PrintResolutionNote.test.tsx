import { printGuardSetup } from '@atelier/domain';
import { PlacedDecalSchema } from '@atelier/schema';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import { PrintResolutionNote } from './PrintResolutionNote';

/**
 * Issue 20: as a creator scales a decal, the panel says the DPI its image prints at on the
 * part's print area (ten inches square here), warns under 300 and refuses under the floor.
 */
const guard = printGuardSetup(
  { method: 'dtg', areas: [{ part: 'front', width_mm: 254, height_mm: 254 }] },
  100,
);
const t = (key: keyof typeof en, params: Readonly<Record<string, string | number>> = {}) =>
  en[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
const decal = (scale: number, part = 'front') =>
  PlacedDecalSchema.parse({
    value: 'd1',
    part_binding: part,
    scale: { x: scale, y: scale },
    material_config: { map: '/art.png' },
  });
// jsdom decodes no image: the artwork is 1500 px square.
const measure = () => Promise.resolve({ width: 1500, height: 1500 });

afterEach(cleanup);

describe('the print resolution in the decal panel', () => {
  it('says the DPI, then warns and refuses as the decal grows', async () => {
    const view = render(<PrintResolutionNote t={t} decal={decal(0.5)} guard={guard} measure={measure} />);
    expect((await screen.findByRole('status')).textContent).toBe('Prints at 300 DPI at this size: sharp.');
    view.rerender(<PrintResolutionNote t={t} decal={decal(1)} guard={guard} measure={measure} />);
    expect((await screen.findByRole('status')).textContent).toContain(
      'Prints at 150 DPI at this size, under the 300 DPI',
    );
    view.rerender(<PrintResolutionNote t={t} decal={decal(2)} guard={guard} measure={measure} />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too small to print at this size: 75 DPI, and the producer needs at least 100. Shoppers cannot order it like this: make it smaller or use a larger image.',
    );
  });

  it('says nothing off the print areas or when the image does not load', async () => {
    const view = render(
      <PrintResolutionNote t={t} decal={decal(1, 'sleeve')} guard={guard} measure={measure} />,
    );
    await Promise.resolve();
    expect(view.container.textContent).toBe('');
    view.rerender(
      <PrintResolutionNote
        t={t}
        decal={decal(1)}
        guard={guard}
        measure={() => Promise.reject(new Error('gone'))}
      />,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.container.textContent).toBe('');
  });
});
