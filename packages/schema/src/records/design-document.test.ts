import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { CombinationConfigSchema } from './combination-config';
import { CONFIG_SECTIONS, DESIGN_SECTIONS, DesignDocumentSchema, DesignPatchSchema } from './design-document';

const issues = (input: unknown) =>
  DesignDocumentSchema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('the design document', () => {
  it('holds a model, materials, a combination_config and a quality, all defaulted', () => {
    expect(DesignDocumentSchema.parse({})).toEqual({
      materials: [],
      config: CombinationConfigSchema.parse({}),
      quality: { textureSize: 'auto', pixelRatio: 'auto' },
    });
    const document = DesignDocumentSchema.parse({
      model: { url: 'hoodie.glb' },
      materials: [fixtures.material],
      config: fixtures.combinationConfig,
    });
    expect(document.config).toEqual(CombinationConfigSchema.parse(fixtures.combinationConfig));
  });

  it('keeps the combination_config invariants (from its schema) and unique material ids', () => {
    const part = { value: 'p', text: 'P' };
    expect(issues({ config: { parts: [part, part] } })).toHaveLength(1);
    expect(
      issues({
        config: {
          groups: [
            { value: 'g1', includeParts: ['p'] },
            { value: 'g2', includeParts: ['p'] },
          ],
        },
      }),
    ).toEqual(['Part "p" is already in group groups[0]']);
    expect(issues({ materials: [fixtures.material, fixtures.material] })).toHaveLength(1);
    expect(issues({ model: { url: '' } })).toHaveLength(1);
    expect(issues({ quality: { textureSize: 512 } })).toHaveLength(1);
    expect(issues({ parts: [] })).toHaveLength(1);
  });

  it('names its sections after the document fields and the combination_config keys', () => {
    const configKeys = Object.keys(CombinationConfigSchema.shape);
    expect([...CONFIG_SECTIONS].sort()).toEqual([...configKeys].sort());
    expect(DESIGN_SECTIONS.filter((section) => !configKeys.includes(section))).toEqual([
      'model',
      'materials',
      'quality',
    ]);
    expect(Object.keys(DesignPatchSchema.shape).sort()).toEqual([...DESIGN_SECTIONS].sort());
  });
});

describe('the design patch', () => {
  it('takes list operations for lists, whole values for the rest, null to clear optional ones', () => {
    const patch = DesignPatchSchema.parse({
      parts: { update: [{ value: 'p', visible: false }] },
      initialCameraTransform: null,
      model: null,
    });
    expect(patch).toEqual({
      parts: { update: [{ value: 'p', visible: false }] },
      initialCameraTransform: null,
      model: null,
    });
  });

  it('fills no default into a partial update and refuses unknown sections', () => {
    expect(DesignPatchSchema.parse({ parts: { update: [{ value: 'p' }] } }).parts?.update).toEqual([
      { value: 'p' },
    ]);
    expect(DesignPatchSchema.safeParse({ camera: null }).success).toBe(false);
    expect(DesignPatchSchema.safeParse({ parts: { update: [{ visible: false }] } }).success).toBe(false);
  });
});

describe('DesignPatchSchema (moved from protocol)', () => {
  it('refuses unknown sections and unknown list operations', () => {
    expect(DesignPatchSchema.safeParse({ camera: {} }).success).toBe(false);
    expect(DesignPatchSchema.safeParse({ parts: { clear: true } }).success).toBe(false);
    expect(DesignPatchSchema.safeParse({ parts: { update: [{ visible: false }] } }).success).toBe(false);
    expect(DesignPatchSchema.safeParse({ parts: { update: [{ value: 'a', visibel: false }] } }).success).toBe(
      false,
    );
    expect(DesignPatchSchema.safeParse({ environment_config: { intensity: 9 } }).success).toBe(false);
  });

  it('keeps an update partial: no defaults are added', () => {
    expect(DesignPatchSchema.parse({ parts: { update: [{ value: 'a', visible: false }] } })).toEqual({
      parts: { update: [{ value: 'a', visible: false }] },
    });
  });
});
