import {
  CombinationConfigSchema,
  CreationSchema,
  FIELD_TYPES,
  type CombinationConfig,
} from '@atelier/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { applyAnswers, creationChangeViolations, validateCreationSave } from '../domain';
import { findCreation, loadCreationDetail } from '../queries/creations';
import { memoryStorage } from '../storage/blob-storage';
import { sqliteTestDatabase, type TestDatabase } from '../test/databases';
import { TestClient } from '../test/harness';
import { SHOWCASE, SHOWCASE_CREATOR } from './showcase-names';

/**
 * The demo store shows every capability of the customiser (issue 17) on a published piece
 * of @mei's: colourways (one creator-only), variations, masked decals and a made-to-order
 * form with all twelve field types. Each is found by what its design holds, not by name, and
 * each design passes the schema and the checks a save would run.
 */

interface Showcased {
  id: string;
  name: string;
  purchaseType: string | null;
  config: CombinationConfig;
}

describe('the demo store showcase', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');
  let database: TestDatabase;
  let client: TestClient;
  let published: Showcased[];

  beforeAll(async () => {
    database = sqliteTestDatabase();
    await migrateToLatest(database.db);
    const storage = memoryStorage();
    await seed(database.db, { storage, now });
    client = new TestClient(createApp({ db: database.db, storage, clock: { now: () => now } }));
    const rows = await database.db
      .selectFrom('creations')
      .innerJoin('users', 'users.id', 'creations.user_id')
      .select(['creations.id', 'creations.name', 'creations.purchase_type', 'creations.combination_config'])
      .where('users.at_name', '=', SHOWCASE_CREATOR)
      .where('creations.is_draft', '=', 0)
      .where('creations.is_deleted', '=', 0)
      .where('creations.visibility', '=', 'public')
      .execute();
    published = rows.map((row) => ({
      id: row.id,
      name: row.name,
      purchaseType: row.purchase_type,
      config: CombinationConfigSchema.parse(JSON.parse(row.combination_config ?? '{}')),
    }));
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  const find = (what: string, test: (config: CombinationConfig) => boolean): Showcased => {
    const found = published.find((creation) => test(creation.config));
    expect(found, what).toBeDefined();
    return found!;
  };

  it('has colourways a shopper may change, each option a material per part', () => {
    const tee = find('shopper colourways', (config) =>
      config.groups.some(
        (group) => group.options.length > 1 && group.enabledEditForRoles.includes('consumer'),
      ),
    );
    expect(tee.name).toBe(SHOWCASE.colourways);
    for (const group of tee.config.groups) {
      expect(group.options.length).toBeGreaterThan(1);
      for (const option of group.options) {
        expect(option.oParts.map((part) => part.value)).toEqual(group.includeParts);
        expect(option.oParts.every((part) => part.default)).toBe(true);
      }
    }
  });

  it('has a pre-order whose colourway only its creator may edit', () => {
    const cap = find('creator-only colourway', (config) =>
      config.groups.some((group) => group.enabledEditForRoles.join() === 'creator'),
    );
    expect(cap.name).toBe(SHOWCASE.creatorOnlyColourway);
    expect(cap.purchaseType).toBe('retail-preorder');
  });

  it('has variations whose options show and hide parts', () => {
    const hoodie = find('variations', (config) =>
      config.variant.some((variant) =>
        variant.options.some((option) => option.partConfig.some((entry) => !entry.visible)),
      ),
    );
    expect(hoodie.name).toBe(SHOWCASE.variations);
    expect(hoodie.config.variant.map((variant) => variant.name)).toEqual(['Hood', 'Kangaroo pocket']);
    const hood = hoodie.config.variant[0]!;
    expect(hood.options.map((option) => option.partConfig)).toEqual([
      [{ partId: 'hood', visible: true }],
      [{ partId: 'hood', visible: false }],
    ]);
    expect(hood.enabledEditForRoles).toContain('consumer');
  });

  it('has masked decals from the catalogue, one open to shoppers, and one free decal', async () => {
    const tee = find('masked decals', (config) =>
      config.decals.placed.some(
        (decal) => decal.maskPosition && decal.maskScale && decal.maskRotation !== undefined,
      ),
    );
    expect(tee.name).toBe(SHOWCASE.decals);
    expect(tee.config.decals.setup.free_decal).toBe(1);
    const { placed } = tee.config.decals;
    expect(placed.map((decal) => decal.text)).toEqual(['Peach bloom', 'Varsity 24']);
    expect(placed.map((decal) => decal.editable_consumer)).toEqual([true, false]);
    for (const decal of placed) {
      expect(decal).toMatchObject({ maskScale: { x: 1 / decal.scale.x, y: 1 / decal.scale.y } });
      // The map is a stored image: the image API serves it.
      const image = await client.get(`/api/img/original/${decal.material_config.map}?w=200`);
      expect(image.status).toBe(200);
    }
  });

  it('has a made-to-order form with all twelve field types in titled sections with camera views', () => {
    const hoodie = find('form', (config) => config.form.fields.length > 0);
    expect(hoodie.name).toBe(SHOWCASE.form);
    expect(hoodie.purchaseType).toBe('instant-purchase');
    const { form } = hoodie.config;
    expect(new Set(form.fields.map((field) => field.type))).toEqual(new Set(FIELD_TYPES));
    expect(form.fields).toHaveLength(FIELD_TYPES.length);
    expect(form.sections).toHaveLength(3);
    for (const section of form.sections) {
      expect(Object.keys(section.title)).toEqual(expect.arrayContaining(['en', 'zh-TW']));
      expect(section.cameraTransform).toBeDefined();
      expect(form.fields.some((field) => field.sectionId === section.id)).toBe(true);
    }
    expect(form.fields.filter((field) => field.required).length).toBeGreaterThan(1);
    expect(form.fields.filter((field) => !field.required).length).toBeGreaterThan(1);
    const field = <T extends (typeof FIELD_TYPES)[number]>(type: T) =>
      form.fields.find((entry) => entry.type === type) as Extract<(typeof form.fields)[number], { type: T }>;
    expect(field('option').options.map((option) => option.extraPrice?.type)).toEqual([
      undefined,
      'percentage',
      'fixed',
    ]);
    expect(field('checkbox').maxSelections).toBe(2);
    expect(field('checkbox').options.some((option) => (option.extraPrice?.value ?? 0) > 0)).toBe(true);
    expect(field('number').priceRanges.length).toBeGreaterThan(1);
    expect(field('text')).toMatchObject({ title: { en: 'Embroidered initials' }, maxLength: 3 });
    expect(field('date')).toMatchObject({ title: { en: 'Delivery by' }, dateFormat: 'DD/MM/YYYY' });
    expect(field('date').disabledDates.length).toBeGreaterThan(0);
    expect(field('colorSelect').paletteType).toBe('custom');
    expect(field('colorSelect').colorOptions.length).toBeGreaterThan(2);
    // The selectors point at what the design holds, and the defaults apply to it.
    const config = hoodie.config;
    expect(config.groups.map((group) => group.value)).toContain(field('colorwaySelect').targetColorway);
    expect(config.variant.map((variant) => variant.id)).toContain(field('variationSelect').targetVariation);
    expect(config.decals.placed.map((decal) => decal.value)).toContain(
      field('decalLayerConfig').targetDecalId,
    );
    const pocket = config.parts.find((part) => part.value === field('materialSelect').targetParts[0])!;
    expect(field('materialSelect').materialOptions.every((id) => pocket.materials.includes(id))).toBe(true);
    expect(Object.keys(form.answers.defaults).length).toBeGreaterThan(2);
    const answered = applyAnswers(config, form.answers.defaults);
    expect(answered.parts.find((part) => part.value === pocket.value)?.default).toBe(
      form.answers.defaults[field('materialSelect').id],
    );
  });

  it('passes the schema and the save checks, and changes nothing its prebuild forbids', async () => {
    const names = Object.values(SHOWCASE);
    const showcased = published.filter((creation) => (names as string[]).includes(creation.name));
    expect(showcased.map((creation) => creation.name).sort()).toEqual([...names].sort());
    for (const { id, name } of showcased) {
      const row = (await findCreation(database.db, id))!;
      const creation = await loadCreationDetail(database.db, row, null, now, { prebuildAssets: false });
      expect(CreationSchema.safeParse(creation).success, name).toBe(true);
      const prebuild = creation.prebuilds[0]!;
      expect(validateCreationSave(creation, prebuild), name).toEqual([]);
      const violations = creationChangeViolations({
        prebuild: prebuild.combination_config,
        before: prebuild.combination_config,
        after: creation.combination_config,
      });
      expect(violations, name).toEqual([]);
    }
  });

  it('shows the showcase first in the shop and pinned in Mei’s shop', async () => {
    const latest = await client.get('/api/creations?tab=latest&limit=12');
    expect(latest.status).toBe(200);
    const listed = latest.body.items.map((item: { name: string }) => item.name);
    expect(listed).toEqual(expect.arrayContaining(Object.values(SHOWCASE)));
    const shop = await client.get(`/api/users/${SHOWCASE_CREATOR}/creations?limit=60`);
    const pinned = shop.body.items.filter((item: { pinned: boolean }) => item.pinned);
    expect(pinned.map((item: { name: string }) => item.name)).toEqual(
      expect.arrayContaining(Object.values(SHOWCASE)),
    );
  });
});
