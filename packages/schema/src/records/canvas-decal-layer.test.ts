import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { CanvasDecalLayerSchema } from './canvas-decal-layer';

describe('Canvas decal layer (002 §3)', () => {
  it("002 §9: a new layer is at (0.5,0.5), scale (0.25,0.25), rotation 0, white, named 'Doube click rename me'", () => {
    expect(parseValid(CanvasDecalLayerSchema, { id: 'layer_2' })).toEqual({
      id: 'layer_2',
      name: 'Doube click rename me',
      position: { x: 0.5, y: 0.5 },
      scale: { x: 0.25, y: 0.25 },
      rotation: 0,
      color: '#ffffff',
    });
  });

  it('002 §5: layer rotation runs -180 to 180', () => {
    expect(rejectedPaths(CanvasDecalLayerSchema, { ...fixtures.canvasDecalLayer, rotation: 200 })).toEqual([
      'rotation',
    ]);
  });

  it('002 §5: layer scale runs 0.025 to 10 and position 0 to 1', () => {
    const layer = { ...fixtures.canvasDecalLayer, scale: { x: 11, y: 1 }, position: { x: 2, y: 0 } };
    expect(rejectedPaths(CanvasDecalLayerSchema, layer).sort()).toEqual(['position.x', 'scale.x']);
  });

  it('001 §4: colours are #rrggbb', () => {
    expect(
      rejectedPaths(CanvasDecalLayerSchema, { ...fixtures.canvasDecalLayer, maskColor: 'black' }),
    ).toEqual(['maskColor']);
  });
});
