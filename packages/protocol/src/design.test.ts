import { CombinationConfigSchema, fixtures } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import {
  DesignSchema,
  combinationConfigFromDesign,
  designFromCombinationConfig,
  emptyDesign,
} from './design';

describe('the design', () => {
  it('is made from a combination_config, its materials and its model', () => {
    const config = fixtures.combinationConfig;
    const design = designFromCombinationConfig(config, {
      materials: [fixtures.material],
      model: { url: 'https://atelier.example/models/hoodie.fbx' },
    });
    expect(design).toMatchObject({
      model: { url: 'https://atelier.example/models/hoodie.fbx' },
      materials: [fixtures.material],
      parts: config.parts,
      groups: config.groups,
      variant: config.variant,
      decals: config.decals,
      background: config.background_config,
      environment: config.environment_config,
      lighting: config.lighting_config,
      camera: config.initialCameraTransform,
      quality: { textureSize: 'auto', pixelRatio: 'auto' },
    });
    expect(design).not.toHaveProperty('form');
  });

  it('gives its combination_config sections back', () => {
    const design = designFromCombinationConfig(fixtures.combinationConfig, {
      materials: [fixtures.material],
      model: { url: 'hoodie.glb' },
    });
    const config = CombinationConfigSchema.parse(combinationConfigFromDesign(design));
    expect(designFromCombinationConfig(config, { materials: design.materials, model: design.model })).toEqual(
      design,
    );
    expect(combinationConfigFromDesign(emptyDesign())).not.toHaveProperty('initialCameraTransform');
  });

  it('works from a bare combination_config (defaults)', () => {
    expect(designFromCombinationConfig(CombinationConfigSchema.parse({}))).toEqual(emptyDesign());
  });

  it('keeps the combination_config invariants', () => {
    const part = { value: 'p', text: 'P' };
    const issues = (input: unknown) =>
      DesignSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(issues({ parts: [part, part] })).toEqual(['Part "p" is repeated']);
    expect(issues({ materials: [fixtures.material, fixtures.material] })).toEqual([
      'Material "mat_leather" is repeated',
    ]);
    expect(
      issues({
        groups: [
          { value: 'g1', includeParts: ['p'] },
          { value: 'g2', includeParts: ['p'] },
        ],
      }),
    ).toEqual(['Part "p" is already in groups[0]']);
    expect(issues({ model: { url: '' } })).toHaveLength(1);
    expect(issues({ quality: { textureSize: 512 } })).toHaveLength(1);
    expect(issues({ form: {} })).toHaveLength(1);
  });
});
