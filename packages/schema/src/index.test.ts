import { describe, expect, it } from 'vitest';
import * as constants from './constants';
import * as api from './index';
import * as issues from './issues';
import * as primitives from './primitives';
import * as asset from './records/asset';
import * as canvasDecalLayer from './records/canvas-decal-layer';
import * as cartItem from './records/cart-item';
import * as caseMetadata from './records/case-metadata';
import * as combinationConfig from './records/combination-config';
import * as costConfig from './records/cost-config';
import * as creation from './records/creation';
import * as creationCategory from './records/creation-category';
import * as decalSetup from './records/decal-setup';
import * as field from './records/field';
import * as form from './records/form';
import * as group from './records/group';
import * as material from './records/material';
import * as mediaPlate from './records/media-plate';
import * as notification from './records/notification';
import * as part from './records/part';
import * as placedDecal from './records/placed-decal';
import * as prebuild from './records/prebuild';
import * as producer from './records/producer';
import * as sceneConfig from './records/scene-config';
import * as section from './records/section';
import * as shareData from './records/share-data';
import * as sizing from './records/sizing';
import * as trendMediaItem from './records/trend-media-item';
import * as user from './records/user';
import * as variant from './records/variant';
import * as fixtures from './test/fixtures';

/** Building blocks of the records that are not part of the public surface. */
const INTERNAL = new Set([
  'reportDuplicates',
  'uniqueList',
  'enabledRolesDefault',
  'hasReferenceData',
  'referenceDataRequired',
]);

const modules: Record<string, Record<string, unknown>> = {
  constants,
  primitives,
  issues,
  asset,
  canvasDecalLayer,
  cartItem,
  caseMetadata,
  combinationConfig,
  costConfig,
  creation,
  creationCategory,
  decalSetup,
  field,
  form,
  group,
  material,
  mediaPlate,
  notification,
  part,
  placedDecal,
  prebuild,
  producer,
  sceneConfig,
  section,
  shareData,
  sizing,
  trendMediaItem,
  user,
  variant,
  fixtures,
};

describe('public entry (STYLE.md 1)', () => {
  it('re-exports every public value of every module, by name', () => {
    const exported = api as Record<string, unknown>;
    const missing: string[] = [];
    for (const [moduleName, module] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(module)) {
        if (INTERNAL.has(name)) continue;
        if (exported[name] !== value) missing.push(`${moduleName}.${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps internal building blocks private', () => {
    for (const name of INTERNAL) expect(api).not.toHaveProperty(name);
  });

  it('exports the shared fixtures', () => {
    expect(api.CreationSchema.parse(api.fixtures.creation)).toEqual(api.fixtures.creation);
  });
});
