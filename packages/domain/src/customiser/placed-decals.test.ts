import { CombinationConfigSchema, type CombinationConfig } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import {
  addPlacedDecal,
  addPlacedDecalMask,
  bindPlacedDecal,
  canAddPlacedDecal,
  canEditPlacedDecal,
  customDecalCount,
  decalArea,
  decalCanvasParts,
  decalsOnPart,
  deletePlacedDecal,
  fineTuneRotation,
  limitSetOnPrebuild,
  placePlacedDecal,
  removePlacedDecalMask,
  renamePlacedDecal,
  replacePlacedDecalImage,
  setFreeDecal,
  setPlacedDecalColor,
  setPlacedDecalLimit,
  setPlacedDecalOffset,
  storedRotation,
  toggleDecalPartHidden,
} from './placed-decals';

const config = (input: unknown = {}): CombinationConfig =>
  CombinationConfigSchema.parse({
    parts: [
      { value: 'body', text: 'Body' },
      { value: 'sleeve', text: 'Sleeve' },
    ],
    ...(input as object),
  });

const withDecal = (changes: object = {}) =>
  config({ decals: { placed: [{ value: 'd1', material_config: { map: 'a.webp' }, ...changes }] } });

const decal = (c: CombinationConfig, value = 'd1') => c.decals.placed.find((d) => d.value === value)!;

describe('002 §2 the canvases and their layers', () => {
  it('lists the layers of a part: bound to it, or unbound on the default part (else the first)', () => {
    const c = config({
      decals: {
        placed: [
          { value: 'a' },
          { value: 'b', part_binding: 'sleeve' },
          { value: 'c', part_binding: 'body' },
        ],
      },
    });
    expect(decalsOnPart(c, 'body').map((d) => d.value)).toEqual(['a', 'c']);
    expect(decalsOnPart(c, 'sleeve').map((d) => d.value)).toEqual(['b']);
  });

  it("offers every part but those 'Default Part Management' hides, and the eye toggles one", () => {
    const c = config();
    expect(decalCanvasParts(c)).toEqual(['body', 'sleeve']);
    const hidden = toggleDecalPartHidden(c.decals.setup, 'sleeve');
    expect(decalCanvasParts({ ...c, decals: { ...c.decals, setup: hidden } })).toEqual(['body']);
    expect(toggleDecalPartHidden(hidden, 'sleeve').disable_part_keys).toEqual([]);
  });

  it('002 §9: sets free_decal', () => {
    expect(setFreeDecal(config().decals.setup, 3).free_decal).toBe(3);
  });
});

describe('002 §4 adding a layer', () => {
  it("is a new decal on the canvas's part, named 'Doube click rename me', editable by both, drawn on top", () => {
    const c = addPlacedDecal(withDecal(), 'd2', 'sleeve', 'data:image/webp;base64,AA');
    const added = decal(c, 'd2');
    expect(c.decals.placed.map((d) => d.value)).toEqual(['d1', 'd2']);
    expect(added).toMatchObject({
      text: 'Doube click rename me',
      part_binding: 'sleeve',
      material_config: { map: 'data:image/webp;base64,AA' },
      position: { x: 0.5, y: 0.5 },
      scale: { x: 0.25, y: 0.25 },
      rotation: 0,
      editable_creator: true,
      editable_consumer: true,
    });
  });

  it('goes where the garment was clicked (uv and world point) when given', () => {
    const c = addPlacedDecal(config(), 'd2', 'body', 'x.webp', {
      position: { x: 0.2, y: 0.7 },
      world_position: { x: 0, y: 1, z: 0.3 },
    });
    expect(decal(c, 'd2')).toMatchObject({
      position: { x: 0.2, y: 0.7 },
      world_position: { x: 0, y: 1, z: 0.3 },
    });
  });

  it('on a prebuild always; on a creation as its prebuild free_decal allows (custom decals counted)', () => {
    const prebuild = (free: number) =>
      config({ decals: { placed: [{ value: 'p1' }], setup: { free_decal: free } } });
    const creation = config({ decals: { placed: [{ value: 'p1' }, { value: 'c1' }] } });
    expect(customDecalCount(creation, prebuild(0))).toBe(1);
    expect(canAddPlacedDecal('prebuild', creation, prebuild(0))).toBe(true);
    expect(canAddPlacedDecal('creation', creation, prebuild(0))).toBe(false);
    expect(canAddPlacedDecal('creation', creation, prebuild(1))).toBe(false);
    expect(canAddPlacedDecal('creation', creation, prebuild(2))).toBe(true);
    expect(canAddPlacedDecal('creation', creation, prebuild(-1))).toBe(true);
  });
});

describe('002 §4 layer operations', () => {
  it('renames (trimmed); a blank name is ignored', () => {
    expect(decal(renamePlacedDecal(withDecal(), 'd1', '  Logo ')).text).toBe('Logo');
    const before = withDecal({ text: 'Keep' });
    expect(renamePlacedDecal(before, 'd1', '   ')).toBe(before);
  });

  it('a click on another part moves the decal to that part', () => {
    expect(decalsOnPart(bindPlacedDecal(withDecal(), 'd1', 'sleeve'), 'sleeve').map((d) => d.value)).toEqual([
      'd1',
    ]);
  });

  it('deletes', () => {
    expect(deletePlacedDecal(withDecal(), 'd1').decals.placed).toEqual([]);
  });

  it('an upload replaces the image (and a v2 opacity map with it)', () => {
    const c = replacePlacedDecalImage(
      withDecal({ material_config: { map: 'a', alphaMap: 'b' } }),
      'd1',
      'new.webp',
    );
    expect(decal(c).material_config).toEqual({ map: 'new.webp' });
  });

  it('sets the colour and the offset, leaving other decals alone', () => {
    const two = addPlacedDecal(withDecal(), 'd2', 'body', 'b.webp');
    const c = setPlacedDecalOffset(setPlacedDecalColor(two, 'd1', '#ff0000'), 'd1', { x: 0.1, y: -0.2 });
    expect(decal(c)).toMatchObject({ color: '#ff0000', offset: { x: 0.1, y: -0.2 } });
    expect(decal(c, 'd2')).toEqual(decal(two, 'd2'));
  });

  it('a mask starts at the decal position with y flipped and an inverse scale; it can be removed', () => {
    const c = addPlacedDecalMask(
      withDecal({ position: { x: 0.3, y: 0.2 }, scale: { x: 0.5, y: 0.25 } }),
      'd1',
      'mask.webp',
    );
    expect(decal(c)).toMatchObject({
      maskUrl: 'mask.webp',
      maskPosition: { x: 0.3, y: 0.8 },
      maskScale: { x: 2, y: 4 },
      maskRotation: 0,
    });
    const removed = decal(removePlacedDecalMask(c, 'd1'));
    expect(removed.maskUrl).toBeUndefined();
    expect(removed.maskPosition).toBeUndefined();
    expect(removed.maskScale).toBeUndefined();
  });
});

describe('002 §4, §5 placing a layer', () => {
  it('moves, scales and turns within the UV square and the scale range; rotation stored 0..360', () => {
    const c = placePlacedDecal(withDecal(), 'd1', {
      position: { x: 1.4, y: -0.2 },
      scale: { x: 20, y: 0.001 },
      rotation: -30,
    });
    expect(decal(c)).toMatchObject({ position: { x: 1, y: 0 }, scale: { x: 10, y: 0.025 }, rotation: 330 });
  });

  it('keeps the position inside an enabled area limit', () => {
    const limited = withDecal({
      limit_enable: true,
      limit: { min: { x: 0.2, y: 0.2 }, max: { x: 0.6, y: 0.7 } },
    });
    expect(decal(placePlacedDecal(limited, 'd1', { position: { x: 0.9, y: 0.1 } })).position).toEqual({
      x: 0.6,
      y: 0.2,
    });
    expect(decalArea({ limit_enable: false })).toEqual({ min: { x: 0, y: 0 }, max: { x: 1, y: 1 } });
    expect(decalArea({ limit_enable: true, limit: { min: { x: -1, y: 0 }, max: { x: 2, y: 1 } } })).toEqual({
      min: { x: 0, y: 0 },
      max: { x: 1, y: 1 },
    });
  });

  it('leaves what is not given, and forgets the world point when moved on the UV canvas only', () => {
    const start = withDecal({ world_position: { x: 1, y: 1, z: 1 } });
    expect(decal(placePlacedDecal(start, 'd1', { rotation: 90 }))).toMatchObject({
      position: { x: 0.5, y: 0.5 },
      world_position: { x: 1, y: 1, z: 1 },
    });
    expect(
      decal(placePlacedDecal(start, 'd1', { position: { x: 0.1, y: 0.1 } })).world_position,
    ).toBeUndefined();
    const dragged = placePlacedDecal(start, 'd1', {
      position: { x: 0.1, y: 0.1 },
      world_position: { x: 2, y: 0, z: 0 },
    });
    expect(decal(dragged).world_position).toEqual({ x: 2, y: 0, z: 0 });
  });

  it('a mask moves, scales and turns with its layer', () => {
    const masked = addPlacedDecalMask(withDecal({ position: { x: 0.5, y: 0.5 } }), 'd1', 'm.webp');
    const moved = decal(placePlacedDecal(masked, 'd1', { position: { x: 0.6, y: 0.3 } }));
    expect(moved.maskPosition!.x).toBeCloseTo(0.6);
    expect(moved.maskPosition!.y).toBeCloseTo(0.7);
    const scaled = decal(placePlacedDecal(masked, 'd1', { scale: { x: 0.5, y: 0.5 }, rotation: 90 }));
    expect(scaled.maskScale).toEqual({ x: 2, y: 2 });
    expect(scaled.maskRotation).toBe(90);
  });

  it('002 §5: shows a stored rotation on the -180..180 slider and stores a slider value as 0..360', () => {
    expect(fineTuneRotation(0)).toBe(0);
    expect(fineTuneRotation(180)).toBe(180);
    expect(fineTuneRotation(270)).toBe(-90);
    expect(fineTuneRotation(360)).toBe(0);
    expect(storedRotation(-90)).toBe(270);
    expect(storedRotation(360)).toBe(0);
  });
});

describe('002 §6 permissions and limits', () => {
  it('the producer edits every decal; a creator only those editable_creator', () => {
    expect(canEditPlacedDecal({ editable_creator: false }, 'prebuild')).toBe(true);
    expect(canEditPlacedDecal({ editable_creator: false }, 'creation')).toBe(false);
    expect(canEditPlacedDecal({ editable_creator: true }, 'creation')).toBe(true);
  });

  it('sets an area limit with min and max in order, on or off', () => {
    const c = setPlacedDecalLimit(withDecal(), 'd1', true, {
      min: { x: 0.8, y: 0.1 },
      max: { x: 0.2, y: 0.9 },
    });
    expect(decal(c)).toMatchObject({
      limit_enable: true,
      limit: { min: { x: 0.2, y: 0.1 }, max: { x: 0.8, y: 0.9 } },
    });
    expect(decal(setPlacedDecalLimit(c, 'd1', false, decal(c).limit!)).limit_enable).toBe(false);
  });

  it("'Limit Creator': a limit enabled on the prebuild's decal is the prebuild's", () => {
    const prebuild = withDecal({ limit_enable: true, limit: { min: { x: 0, y: 0 }, max: { x: 1, y: 1 } } });
    expect(limitSetOnPrebuild('d1', prebuild)).toBe(true);
    expect(limitSetOnPrebuild('d1', withDecal())).toBe(false);
    expect(limitSetOnPrebuild('other', prebuild)).toBe(false);
  });
});
