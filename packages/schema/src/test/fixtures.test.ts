import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AssetSchema, MaterialAssetSchema, ModelAssetSchema } from '../records/asset';
import { CanvasDecalLayerSchema } from '../records/canvas-decal-layer';
import { CartItemSchema, NewCartItemSchema } from '../records/cart-item';
import { CaseMetadataSchema } from '../records/case-metadata';
import { CombinationConfigSchema } from '../records/combination-config';
import { CostConfigSchema } from '../records/cost-config';
import { CreationSchema } from '../records/creation';
import { CreationCategorySchema } from '../records/creation-category';
import { DecalSetupSchema } from '../records/decal-setup';
import { FIELD_TYPES, FieldSchema } from '../records/field';
import { FormSchema } from '../records/form';
import { GroupOptionSchema, GroupSchema } from '../records/group';
import { MaterialSchema } from '../records/material';
import { MediaPlateSchema } from '../records/media-plate';
import { NotificationSchema } from '../records/notification';
import { PartSchema } from '../records/part';
import { PlacedDecalSchema } from '../records/placed-decal';
import { PrebuildSchema } from '../records/prebuild';
import { ProducerSchema } from '../records/producer';
import {
  BackgroundConfigSchema,
  EnvironmentConfigSchema,
  LightingConfigSchema,
} from '../records/scene-config';
import { SectionSchema } from '../records/section';
import { ShareDataSchema } from '../records/share-data';
import { CreationSizingSchema, PrebuildSizingSchema } from '../records/sizing';
import { TrendMediaItemSchema } from '../records/trend-media-item';
import { UserProfileSchema, UserSchema } from '../records/user';
import { VariantOptionSchema, VariantSchema } from '../records/variant';
import { fixtures } from './fixtures';
import { issuesOf } from './helpers';

const cases: [string, z.ZodType, unknown][] = [
  ['user', UserSchema, fixtures.user],
  ['userProfile', UserProfileSchema, fixtures.userProfile],
  ['producer', ProducerSchema, fixtures.producer],
  ['creationCategory', CreationCategorySchema, fixtures.creationCategory],
  ['material', MaterialSchema, fixtures.material],
  ['materialAsset', MaterialAssetSchema, fixtures.materialAsset],
  ['modelAsset', ModelAssetSchema, fixtures.modelAsset],
  ['asset', AssetSchema, fixtures.asset],
  ['part', PartSchema, fixtures.part],
  ['group', GroupSchema, fixtures.group],
  ['groupOption', GroupOptionSchema, fixtures.groupOption],
  ['variant', VariantSchema, fixtures.variant],
  ['variantOption', VariantOptionSchema, fixtures.variantOption],
  ['placedDecal', PlacedDecalSchema, fixtures.placedDecal],
  ['placedDecalV2', PlacedDecalSchema, fixtures.placedDecalV2],
  ['decalSetup', DecalSetupSchema, fixtures.decalSetup],
  ['canvasDecalLayer', CanvasDecalLayerSchema, fixtures.canvasDecalLayer],
  ['backgroundConfig', BackgroundConfigSchema, fixtures.backgroundConfig],
  ['environmentConfig', EnvironmentConfigSchema, fixtures.environmentConfig],
  ['lightingConfig', LightingConfigSchema, fixtures.lightingConfig],
  ['section', SectionSchema, fixtures.section],
  ['form', FormSchema, fixtures.form],
  ['combinationConfig', CombinationConfigSchema, fixtures.combinationConfig],
  ['combinationConfigV2', CombinationConfigSchema, fixtures.combinationConfigV2],
  ['mediaPlate', MediaPlateSchema, fixtures.mediaPlate],
  ['costConfig', CostConfigSchema, fixtures.costConfig],
  ['prebuildSizing', PrebuildSizingSchema, fixtures.prebuildSizing],
  ['creationSizing', CreationSizingSchema, fixtures.creationSizing],
  ['prebuild', PrebuildSchema, fixtures.prebuild],
  ['creation', CreationSchema, fixtures.creation],
  ['newCartItem', NewCartItemSchema, fixtures.newCartItem],
  ['cartItem', CartItemSchema, fixtures.cartItem],
  ['sampleCartItem', CartItemSchema, fixtures.sampleCartItem],
  ['notification', NotificationSchema, fixtures.notification],
  ['trendMediaItem', TrendMediaItemSchema, fixtures.trendMediaItem],
  ['caseMetadata', CaseMetadataSchema, fixtures.caseMetadata],
  ['shareData', ShareDataSchema, fixtures.shareData],
  ...Object.entries(fixtures.fields).map(([type, field]): [string, z.ZodType, unknown] => [
    `fields.${type}`,
    FieldSchema,
    field,
  ]),
];

describe('fixtures', () => {
  it.each(cases)('%s is valid and parses to itself (every default written out)', (_name, schema, fixture) => {
    expect(issuesOf(schema, fixture)).toEqual([]);
    expect(schema.parse(fixture)).toEqual(fixture);
  });

  it('002 §3: there is one field fixture for each of the twelve field types', () => {
    expect(Object.keys(fixtures.fields).sort()).toEqual([...FIELD_TYPES].sort());
    for (const [type, field] of Object.entries(fixtures.fields)) expect(field.type).toBe(type);
  });

  it('every access builds a fresh object, so changing one does not change the next', () => {
    const first = fixtures.creation;
    first.name = 'Changed';
    first.combination_config.parts.length = 0;
    expect(fixtures.creation.name).toBe('Midnight Hoodie');
    expect(fixtures.creation.combination_config.parts).toHaveLength(4);
  });
});
