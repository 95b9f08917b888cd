import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { DecalAreaLimitSchema, FineTuneRotationSchema, PlacedDecalSchema } from './placed-decal';

const decal = (changes: Record<string, unknown>) => ({ ...fixtures.placedDecal, ...changes });

describe('Placed decal (001 §3, 002 §3)', () => {
  it('001 §3, 002 §6: a new decal is editable by creator and consumer', () => {
    const parsed = parseValid(PlacedDecalSchema, { value: 'd1' });
    expect(parsed.editable_creator).toBe(true);
    expect(parsed.editable_consumer).toBe(true);
  });

  it('002 §9: a new decal sits at (0.5,0.5), scale (0.25,0.25), rotation 0, no offset, no limit', () => {
    expect(parseValid(PlacedDecalSchema, { value: 'd1' })).toEqual({
      value: 'd1',
      text: '',
      position: { x: 0.5, y: 0.5 },
      scale: { x: 0.25, y: 0.25 },
      rotation: 0,
      offset: { x: 0, y: 0 },
      material_config: {},
      editable_creator: true,
      editable_consumer: true,
      limit_enable: false,
    });
  });

  it('001 §3: rotation runs 0 to 360', () => {
    expect(rejectedPaths(PlacedDecalSchema, decal({ rotation: 0 }))).toEqual([]);
    expect(rejectedPaths(PlacedDecalSchema, decal({ rotation: 360 }))).toEqual([]);
    expect(rejectedPaths(PlacedDecalSchema, decal({ rotation: -1 }))).toEqual(['rotation']);
    expect(rejectedPaths(PlacedDecalSchema, decal({ rotation: 361 }))).toEqual(['rotation']);
  });

  it('002 §5: fine-tune rotation runs -180 to 180', () => {
    expect(rejectedPaths(FineTuneRotationSchema, -180)).toEqual([]);
    expect(rejectedPaths(FineTuneRotationSchema, 180)).toEqual([]);
    expect(rejectedPaths(FineTuneRotationSchema, -181)).toEqual(['']);
    expect(rejectedPaths(FineTuneRotationSchema, 181)).toEqual(['']);
  });

  it('002 §5: scale runs 0.025 to 10 on each axis', () => {
    expect(rejectedPaths(PlacedDecalSchema, decal({ scale: { x: 0.025, y: 10 } }))).toEqual([]);
    expect(rejectedPaths(PlacedDecalSchema, decal({ scale: { x: 0.02, y: 1 } }))).toEqual(['scale.x']);
    expect(rejectedPaths(PlacedDecalSchema, decal({ scale: { x: 1, y: 10.5 } }))).toEqual(['scale.y']);
  });

  it('002 §5: offset runs -1 to 1 on each axis', () => {
    expect(rejectedPaths(PlacedDecalSchema, decal({ offset: { x: -1, y: 1 } }))).toEqual([]);
    expect(rejectedPaths(PlacedDecalSchema, decal({ offset: { x: -1.1, y: 0 } }))).toEqual(['offset.x']);
    expect(rejectedPaths(PlacedDecalSchema, decal({ offset: { x: 0, y: 1.1 } }))).toEqual(['offset.y']);
  });

  it('002 §5: position x and y (uv) run 0 to 1', () => {
    expect(rejectedPaths(PlacedDecalSchema, decal({ position: { x: 0, y: 1 } }))).toEqual([]);
    expect(rejectedPaths(PlacedDecalSchema, decal({ position: { x: -0.1, y: 0.5 } }))).toEqual([
      'position.x',
    ]);
    expect(rejectedPaths(PlacedDecalSchema, decal({ position: { x: 0.5, y: 1.1 } }))).toEqual(['position.y']);
  });

  it('002 §5: an area limit has min no greater than max on each axis', () => {
    expect(rejectedPaths(DecalAreaLimitSchema, { min: { x: 0.9, y: 0 }, max: { x: 0.1, y: 1 } })).toEqual([
      'min.x',
    ]);
  });

  it('002 §3: a decal keeps its panel layer colour (#rrggbb) and mask image', () => {
    const parsed = parseValid(PlacedDecalSchema, decal({ color: '#ff0000', maskUrl: 'mask.webp' }));
    expect(parsed.color).toBe('#ff0000');
    expect(parsed.maskUrl).toBe('mask.webp');
    expect(rejectedPaths(PlacedDecalSchema, decal({ color: 'red' }))).toEqual(['color']);
  });

  it('001 §3: material_config keeps map and alphaMap (the v2 format)', () => {
    expect(parseValid(PlacedDecalSchema, fixtures.placedDecalV2).material_config).toEqual({
      map: 'decal_logo-diffuse.jpg',
      alphaMap: 'decal_logo-opacity.jpg',
    });
  });
});
