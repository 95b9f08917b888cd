import { GroupSchema, MaterialSchema, PartSchema, PlacedDecalSchema, VariantSchema } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Design } from './design';
import { DesignSchema, emptyDesign } from './design';
import type { DesignPatch } from './design-patch';
import { DesignPatchSchema, applyDesignPatch, patchedSections } from './design-patch';
import { sampleDesign } from './test/harness';

const patch = (input: unknown): DesignPatch => DesignPatchSchema.parse(input);

describe('applyDesignPatch', () => {
  it('changes only the sections a patch names', () => {
    const design = sampleDesign();
    const next = applyDesignPatch(design, patch({ camera: { position: [1, 2, 3], target: [0, 1, 0] } }));
    expect(next.camera).toEqual({ position: [1, 2, 3], target: [0, 1, 0] });
    expect(next.parts).toBe(design.parts);
    expect(next.decals).toBe(design.decals);
  });

  it('applies list operations in order: set, remove, upsert, update', () => {
    const design = sampleDesign();
    const next = applyDesignPatch(
      design,
      patch({
        parts: {
          remove: ['part_hood', 'part_unknown'],
          upsert: [
            { value: 'part_body', text: 'Body (new)' },
            { value: 'part_pocket', text: 'Pocket' },
          ],
          update: [
            { value: 'part_cuffs', visible: false },
            { value: 'part_ghost', visible: false },
          ],
        },
      }),
    );
    expect(next.parts.map((part) => [part.value, part.text, part.visible])).toEqual([
      ['part_body', 'Body (new)', true],
      ['part_sleeves', 'Sleeves', true],
      ['part_cuffs', 'Cuffs', false],
      ['part_pocket', 'Pocket', true],
    ]);
    const replaced = applyDesignPatch(design, patch({ parts: { set: [{ value: 'only', text: 'Only' }] } }));
    expect(replaced.parts.map((part) => part.value)).toEqual(['only']);
  });

  it('merges an update shallowly without filling defaults', () => {
    const design = sampleDesign();
    const decal = design.decals.placed[0]!;
    const moved = applyDesignPatch(
      design,
      patch({ decals: { placed: { update: [{ value: decal.value, position: { x: 0.3, y: 0.7 } }] } } }),
    );
    expect(moved.decals.placed[0]).toEqual({ ...decal, position: { x: 0.3, y: 0.7 } });
    expect(moved.decals.setup).toBe(design.decals.setup);
  });

  it('returns background, lighting and camera to the default for null', () => {
    const next = applyDesignPatch(sampleDesign(), patch({ background: null, lighting: null, camera: null }));
    expect(next).not.toHaveProperty('background');
    expect(next).not.toHaveProperty('lighting');
    expect(next).not.toHaveProperty('camera');
    expect(DesignSchema.safeParse(next).success).toBe(true);
  });

  it('patches an empty design into a valid one', () => {
    const next = applyDesignPatch(
      emptyDesign(),
      patch({ model: { url: 'hoodie.glb' }, parts: { upsert: [{ value: 'body', text: 'Body' }] } }),
    );
    expect(DesignSchema.parse(next)).toEqual(next);
  });

  it('changes neither of its arguments', () => {
    const design = sampleDesign();
    const change = patch({
      parts: { update: [{ value: 'part_body', visible: false }] },
      quality: { textureSize: 1024 },
    });
    const before = structuredClone({ design, change });
    applyDesignPatch(design, change);
    expect({ design, change }).toEqual(before);
  });

  it('names the sections a patch changes', () => {
    expect(patchedSections(patch({ camera: null, parts: {}, quality: {} }))).toEqual([
      'parts',
      'camera',
      'quality',
    ]);
    expect(patchedSections(patch({}))).toEqual([]);
  });
});

describe('DesignPatchSchema', () => {
  it('refuses unknown sections and unknown list operations', () => {
    expect(DesignPatchSchema.safeParse({ form: {} }).success).toBe(false);
    expect(DesignPatchSchema.safeParse({ parts: { clear: true } }).success).toBe(false);
    expect(DesignPatchSchema.safeParse({ parts: { update: [{ visible: false }] } }).success).toBe(false);
    expect(DesignPatchSchema.safeParse({ parts: { update: [{ value: 'a', visibel: false }] } }).success).toBe(
      false,
    );
    expect(DesignPatchSchema.safeParse({ environment: { intensity: 9 } }).success).toBe(false);
  });

  it('keeps an update partial: no defaults are added', () => {
    expect(DesignPatchSchema.parse({ parts: { update: [{ value: 'a', visible: false }] } })).toEqual({
      parts: { update: [{ value: 'a', visible: false }] },
    });
  });
});

// --- property: applying a patch twice equals applying it once -----------------------

const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const finite = fc.double({ min: 0, max: 1, noNaN: true });
const part = fc.record({
  value: ids,
  text: fc.string({ maxLength: 3 }),
  default: fc.option(ids, { nil: undefined }),
  materials: fc.uniqueArray(ids, { maxLength: 3 }),
  visible: fc.boolean(),
});
const material = fc.record({
  id: ids,
  text: fc.string({ maxLength: 3 }),
  asset_data: fc.record({ name: fc.string({ maxLength: 3 }) }),
});
const decal = fc.record({
  value: ids,
  text: fc.string({ maxLength: 3 }),
  position: fc.record({ x: finite, y: finite }),
  rotation: fc.integer({ min: 0, max: 360 }),
});
const group = fc.record({
  value: ids,
  name: fc.string({ maxLength: 3 }),
  includeParts: fc.uniqueArray(ids, { maxLength: 2 }),
});
const variant = fc.record({
  id: ids,
  name: fc.string({ maxLength: 3 }),
  includeParts: fc.uniqueArray(ids, { maxLength: 2 }),
});
const camera = fc.record({
  position: fc.tuple(finite, finite, finite),
  target: fc.tuple(finite, finite, finite),
});

const listPatch = <Item>(item: fc.Arbitrary<Item>, update: fc.Arbitrary<object>) =>
  fc.record(
    {
      set: fc.array(item, { maxLength: 4 }),
      remove: fc.array(ids, { maxLength: 3 }),
      upsert: fc.array(item, { maxLength: 4 }),
      update: fc.array(update, { maxLength: 4 }),
    },
    { requiredKeys: [] },
  );

/** Designs whose entries are valid (parsed one by one); list-wide rules are not needed here. */
const designArbitrary = fc
  .record({
    parts: fc.uniqueArray(part, { selector: (entry) => entry.value, maxLength: 5 }),
    materials: fc.uniqueArray(material, { selector: (entry) => entry.id, maxLength: 5 }),
    decals: fc.uniqueArray(decal, { selector: (entry) => entry.value, maxLength: 5 }),
    groups: fc.uniqueArray(group, { selector: (entry) => entry.value, maxLength: 3 }),
    variant: fc.uniqueArray(variant, { selector: (entry) => entry.id, maxLength: 3 }),
    camera: fc.option(camera, { nil: undefined }),
  })
  .map((raw): Design => ({
    ...emptyDesign(),
    parts: raw.parts.map((entry) => PartSchema.parse(entry)),
    materials: raw.materials.map((entry) => MaterialSchema.parse(entry)),
    decals: {
      placed: raw.decals.map((entry) => PlacedDecalSchema.parse(entry)),
      setup: emptyDesign().decals.setup,
    },
    groups: raw.groups.map((entry) => GroupSchema.parse(entry)),
    variant: raw.variant.map((entry) => VariantSchema.parse(entry)),
    ...(raw.camera ? { camera: raw.camera } : {}),
  }));

const patchArbitrary = fc
  .record(
    {
      parts: listPatch(
        part,
        fc.record({ value: ids, visible: fc.boolean(), default: ids }, { requiredKeys: ['value'] }),
      ),
      materials: listPatch(
        material,
        fc.record({ id: ids, text: fc.string({ maxLength: 3 }) }, { requiredKeys: ['id'] }),
      ),
      decals: fc.record(
        {
          placed: listPatch(
            decal,
            fc.record(
              { value: ids, position: fc.record({ x: finite, y: finite }) },
              { requiredKeys: ['value'] },
            ),
          ),
          setup: fc.record({ free_decal: fc.integer({ min: -1, max: 10 }) }),
        },
        { requiredKeys: [] },
      ),
      groups: listPatch(
        group,
        fc.record({ value: ids, name: fc.string({ maxLength: 3 }) }, { requiredKeys: ['value'] }),
      ),
      variant: listPatch(
        variant,
        fc.record({ id: ids, name: fc.string({ maxLength: 3 }) }, { requiredKeys: ['id'] }),
      ),
      camera: fc.option(camera, { nil: null }),
      background: fc.option(fc.constant({ type: 'color', color: '#ffffff' }), { nil: null }),
      quality: fc.record({ textureSize: fc.constantFrom('auto', 1024, 2048, 4096) }),
    },
    { requiredKeys: [] },
  )
  .map((input) => DesignPatchSchema.parse(input));

describe('applyDesignPatch property', () => {
  it('applying a patch twice has the same result as applying it once', () => {
    fc.assert(
      fc.property(designArbitrary, patchArbitrary, (design, change) => {
        const once = applyDesignPatch(design, change);
        expect(applyDesignPatch(once, change)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });

  it('never duplicates a key, whatever the patch', () => {
    fc.assert(
      fc.property(designArbitrary, patchArbitrary, (design, change) => {
        const next = applyDesignPatch(design, change);
        for (const keys of [
          next.parts.map((entry) => entry.value),
          next.materials.map((entry) => entry.id),
          next.decals.placed.map((entry) => entry.value),
          next.groups.map((entry) => entry.value),
          next.variant.map((entry) => entry.id),
        ]) {
          expect(new Set(keys).size).toBe(keys.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
