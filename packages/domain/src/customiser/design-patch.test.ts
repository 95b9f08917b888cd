import type { DesignDocument, DesignPatch } from '@atelier/schema';
import {
  DesignDocumentSchema,
  DesignPatchSchema,
  GroupSchema,
  MaterialSchema,
  PartSchema,
  PlacedDecalSchema,
  VariantSchema,
} from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleDocument } from '../test/design-document';
import { applyDesignPatch, diffDesign, patchedSections } from './design-patch';

const patch = (input: unknown): DesignPatch => DesignPatchSchema.parse(input);
/** A deep copy as JSON gives it (plain objects, no undefined fields). */
const clone = <Value>(value: Value): Value => JSON.parse(JSON.stringify(value)) as Value;
const emptyDocument = (): DesignDocument => DesignDocumentSchema.parse({});

describe('applyDesignPatch', () => {
  it('changes only the sections a patch names', () => {
    const design = sampleDocument();
    const next = applyDesignPatch(
      design,
      patch({ initialCameraTransform: { position: [1, 2, 3], target: [0, 1, 0] } }),
    );
    expect(next.config.initialCameraTransform).toEqual({ position: [1, 2, 3], target: [0, 1, 0] });
    expect(next.config.parts).toBe(design.config.parts);
    expect(next.config.decals).toBe(design.config.decals);
  });

  it('applies list operations in order: set, remove, upsert, update', () => {
    const design = sampleDocument();
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
    expect(next.config.parts.map((part) => [part.value, part.text, part.visible])).toEqual([
      ['part_body', 'Body (new)', true],
      ['part_sleeves', 'Sleeves', true],
      ['part_cuffs', 'Cuffs', false],
      ['part_pocket', 'Pocket', true],
    ]);
    const replaced = applyDesignPatch(design, patch({ parts: { set: [{ value: 'only', text: 'Only' }] } }));
    expect(replaced.config.parts.map((part) => part.value)).toEqual(['only']);
  });

  it('merges an update shallowly without filling defaults', () => {
    const design = sampleDocument();
    const decal = design.config.decals.placed[0]!;
    const moved = applyDesignPatch(
      design,
      patch({ decals: { placed: { update: [{ value: decal.value, position: { x: 0.3, y: 0.7 } }] } } }),
    );
    expect(moved.config.decals.placed[0]).toEqual({ ...decal, position: { x: 0.3, y: 0.7 } });
    expect(moved.config.decals.setup).toBe(design.config.decals.setup);
  });

  it('returns background, lighting and camera to the default for null', () => {
    const next = applyDesignPatch(
      sampleDocument(),
      patch({ background_config: null, lighting_config: null, initialCameraTransform: null }),
    );
    expect(next.config).not.toHaveProperty('background_config');
    expect(next.config).not.toHaveProperty('lighting_config');
    expect(next.config).not.toHaveProperty('initialCameraTransform');
    expect(DesignDocumentSchema.safeParse(next).success).toBe(true);
  });

  it('patches an empty design into a valid one', () => {
    const next = applyDesignPatch(
      emptyDocument(),
      patch({ model: { url: 'hoodie.glb' }, parts: { upsert: [{ value: 'body', text: 'Body' }] } }),
    );
    expect(DesignDocumentSchema.parse(next)).toEqual(next);
  });

  it('changes neither of its arguments', () => {
    const design = sampleDocument();
    const change = patch({
      parts: { update: [{ value: 'part_body', visible: false }] },
      quality: { textureSize: 1024 },
    });
    const before = clone({ design, change });
    applyDesignPatch(design, change);
    expect({ design, change }).toEqual(before);
  });

  it('shares the config when a patch changes only the design fields', () => {
    const design = sampleDocument();
    const next = applyDesignPatch(design, patch({ quality: { textureSize: 1024 }, model: null }));
    expect(next.config).toBe(design.config);
    expect(next).not.toHaveProperty('model');
    expect(next.quality).toEqual({ textureSize: 1024, pixelRatio: 'auto' });
  });

  it('ignores fields an update gives as undefined', () => {
    const design = sampleDocument();
    const next = applyDesignPatch(design, {
      parts: { update: [{ value: 'part_body', visible: undefined }] },
    });
    expect(next.config.parts[0]).toEqual(design.config.parts[0]);
  });

  it('names the sections a patch changes', () => {
    expect(patchedSections(patch({ initialCameraTransform: null, parts: {}, quality: {} }))).toEqual([
      'parts',
      'initialCameraTransform',
      'quality',
    ]);
    expect(patchedSections(patch({}))).toEqual([]);
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

const background = fc.constantFrom(
  { type: 'color' as const, color: '#ffffff' },
  { type: 'color' as const, color: '#000000' },
);
const model = fc.record({ url: fc.constantFrom('a.glb', 'b.glb') });
const quality = fc.record({
  textureSize: fc.constantFrom('auto' as const, 1024 as const, 2048 as const, 4096 as const),
  pixelRatio: fc.constantFrom('auto' as const, 1, 2),
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

/**
 * Designs whose entries are valid (parsed one by one); list-wide rules are not needed here.
 * Cloned, so they are plain objects as JSON and zod give them.
 */
const designArbitrary = fc
  .record({
    parts: fc.uniqueArray(part, { selector: (entry) => entry.value, maxLength: 5 }),
    materials: fc.uniqueArray(material, { selector: (entry) => entry.id, maxLength: 5 }),
    decals: fc.uniqueArray(decal, { selector: (entry) => entry.value, maxLength: 5 }),
    groups: fc.uniqueArray(group, { selector: (entry) => entry.value, maxLength: 3 }),
    variant: fc.uniqueArray(variant, { selector: (entry) => entry.id, maxLength: 3 }),
    camera: fc.option(camera, { nil: undefined }),
    background: fc.option(background, { nil: undefined }),
    model: fc.option(model, { nil: undefined }),
    quality: fc.option(quality, { nil: undefined }),
  })
  .map((raw): DesignDocument => {
    const empty = emptyDocument();
    return clone({
      ...empty,
      materials: raw.materials.map((entry) => MaterialSchema.parse(entry)),
      config: {
        ...empty.config,
        parts: raw.parts.map((entry) => PartSchema.parse(entry)),
        decals: {
          placed: raw.decals.map((entry) => PlacedDecalSchema.parse(entry)),
          setup: empty.config.decals.setup,
        },
        groups: raw.groups.map((entry) => GroupSchema.parse(entry)),
        variant: raw.variant.map((entry) => VariantSchema.parse(entry)),
        ...(raw.camera ? { initialCameraTransform: raw.camera } : {}),
        ...(raw.background ? { background_config: raw.background } : {}),
      },
      ...(raw.model ? { model: raw.model } : {}),
      ...(raw.quality ? { quality: raw.quality } : {}),
    });
  });

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
      initialCameraTransform: fc.option(camera, { nil: null }),
      background_config: fc.option(background, { nil: null }),
      model: fc.option(model, { nil: null }),
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
          next.config.parts.map((entry) => entry.value),
          next.materials.map((entry) => entry.id),
          next.config.decals.placed.map((entry) => entry.value),
          next.config.groups.map((entry) => entry.value),
          next.config.variant.map((entry) => entry.id),
        ]) {
          expect(new Set(keys).size).toBe(keys.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('diffDesign property', () => {
  it('applying the difference of two documents to the first gives the second', () => {
    fc.assert(
      fc.property(designArbitrary, designArbitrary, (before, after) => {
        expect(applyDesignPatch(before, diffDesign(before, after))).toEqual(after);
      }),
      { numRuns: 500 },
    );
  });

  it('the difference to a patched design reproduces it, and applying it twice changes nothing more', () => {
    fc.assert(
      fc.property(designArbitrary, patchArbitrary, (before, change) => {
        const after = applyDesignPatch(before, change);
        const diff = diffDesign(before, after);
        const once = applyDesignPatch(before, diff);
        expect(once).toEqual(after);
        expect(applyDesignPatch(once, diff)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });

  it('a design differs from itself by nothing', () => {
    fc.assert(
      fc.property(designArbitrary, (design) => {
        expect(diffDesign(design, clone(design))).toEqual({});
      }),
      { numRuns: 200 },
    );
  });
});

describe('diffDesign', () => {
  it('names only the changed fields of a changed entry', () => {
    const before = sampleDocument();
    const after = applyDesignPatch(
      before,
      patch({ parts: { update: [{ value: 'part_hood', default: 'mat_denim' }] } }),
    );
    expect(diffDesign(before, after)).toEqual({
      parts: { update: [{ value: 'part_hood', default: 'mat_denim' }] },
    });
    expect(patchedSections(diffDesign(before, after))).toEqual(['parts']);
  });

  it('removes dropped entries and sections, and upserts an entry that lost a field', () => {
    const before = sampleDocument();
    const [body, ...rest] = before.config.parts;
    const { default: _dropped, ...bare } = body!;
    const after: DesignDocument = {
      ...before,
      config: { ...before.config, parts: [bare, ...rest.slice(1)], lighting_config: undefined },
    };
    delete after.config.lighting_config;
    delete after.model;
    expect(diffDesign(before, after)).toEqual({
      model: null,
      parts: { remove: ['part_hood'], upsert: [bare] },
      lighting_config: null,
    });
  });

  it('replaces a reordered list whole', () => {
    const before = sampleDocument();
    const parts = [...before.config.parts].reverse();
    expect(diffDesign(before, { ...before, config: { ...before.config, parts } })).toEqual({
      parts: { set: parts },
    });
  });

  it('gives a changed decal setup, form, version, setups and environment whole', () => {
    const before = sampleDocument();
    const config = {
      ...before.config,
      decals: { ...before.config.decals, setup: { ...before.config.decals.setup, free_decal: 5 } },
      form: { ...before.config.form, description: 'Changed' },
      version: 'v2' as const,
      environment_config: { intensity: 0.5 },
    };
    delete config.groupsSetup;
    const diff = diffDesign(before, { ...before, config });
    expect(diff).toEqual({
      decals: { setup: config.decals.setup },
      groupsSetup: null,
      environment_config: { intensity: 0.5 },
      form: config.form,
      version: 'v2',
    });
    expect(applyDesignPatch(before, diff)).toEqual({ ...before, config });
  });
});
