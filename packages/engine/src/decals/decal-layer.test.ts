import { PlacedDecalSchema } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { layerFromPlacedDecal } from './decal-layer';

describe('a placed decal as a compositor layer', () => {
  it('is white and unmasked unless the decal panel gave it a colour or a mask image', () => {
    const decal = PlacedDecalSchema.parse({ value: 'd1', material_config: { map: 'logo.webp' } });
    const layer = layerFromPlacedDecal(decal, 'body')!;
    expect(layer.color).toBe('#ffffff');
    expect(layer.mask).toBeUndefined();
  });

  it("draws the panel's colour and its mask image at the stored (y flipped, inverse) transform", () => {
    const decal = PlacedDecalSchema.parse({
      value: 'd1',
      position: { x: 0.4, y: 0.3 },
      scale: { x: 0.5, y: 0.25 },
      material_config: { map: 'logo.webp' },
      color: '#ff0000',
      maskUrl: 'mask.webp',
      maskPosition: { x: 0.4, y: 0.7 },
      maskScale: { x: 2, y: 4 },
      maskRotation: 0,
    });
    const layer = layerFromPlacedDecal(decal, 'body')!;
    expect(layer.color).toBe('#ff0000');
    expect(layer.mask?.url).toBe('mask.webp');
    expect(layer.mask?.position.x).toBeCloseTo(0.4);
    expect(layer.mask?.position.y).toBeCloseTo(0.3);
    expect(layer.mask?.scale).toEqual({ x: 0.5, y: 0.25 });
  });
});
