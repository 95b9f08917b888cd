import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { memoryStorage } from '../storage/blob-storage';
import { sqliteTestDatabase, type TestDatabase } from '../test/databases';
import { colourDistance, galleryFiles, nearestPhoto, type PhotoManifest } from './photos';

const REPO_ASSETS = resolve(import.meta.dirname, '../../../../assets');
const hasPhotos = existsSync(join(REPO_ASSETS, 'photos/manifest.json'));

const manifest: PhotoManifest = {
  width: 1500,
  height: 2000,
  views: ['front', 'back'],
  photos: [
    { garment: 'tshirt', colour: 'black', hex: '#1d1d1f', views: { front: 'b-f.jpg', back: 'b-b.jpg' } },
    { garment: 'tshirt', colour: 'navy', hex: '#1f2a44', views: { back: 'n-b.jpg', front: 'n-f.jpg' } },
    { garment: 'tshirt', colour: 'red', hex: '#b3202a', views: { front: 'r-f.jpg' } },
    { garment: 'cap', colour: 'white', hex: '#f2f1ec', views: { front: 'c-f.jpg', back: 'c-b.jpg' } },
  ],
};

describe('product photos for creations', () => {
  it('picks the nearest palette colour of the same garment', () => {
    expect(nearestPhoto(manifest, 'tshirt', '#24324f')?.colour).toBe('navy');
    expect(nearestPhoto(manifest, 'tshirt', '#1f1f22')?.colour).toBe('black');
    expect(nearestPhoto(manifest, 'tshirt', '#c2185b')?.colour).toBe('red');
    // A white creation on a garment without white gets that garment's nearest, never a cap.
    expect(nearestPhoto(manifest, 'tshirt', '#ffffff')?.garment).toBe('tshirt');
    expect(nearestPhoto(manifest, 'tote', '#ffffff')).toBeNull();
    // Not a colour: matched as mid grey rather than failing the seed.
    expect(nearestPhoto(manifest, 'cap', 'none')?.colour).toBe('white');
  });

  it('orders a gallery by the manifest views, cover first, skipping missing views', () => {
    expect(galleryFiles(manifest, manifest.photos[1]!)).toEqual(['n-f.jpg', 'n-b.jpg']);
    expect(galleryFiles(manifest, manifest.photos[2]!)).toEqual(['r-f.jpg']);
  });

  it('measures colour distance symmetrically, zero for the same colour', () => {
    expect(colourDistance('#123456', '#123456')).toBe(0);
    expect(colourDistance('#000000', '#ffffff')).toBe(colourDistance('#ffffff', '#000000'));
    expect(colourDistance('#1d1d1f', '#1f2a44')).toBeLessThan(colourDistance('#1d1d1f', '#b3202a'));
  });
});

async function seededCreations(database: TestDatabase, assetsDir: string) {
  await migrateToLatest(database.db);
  await seed(database.db, { storage: memoryStorage(), now: new Date('2026-11-20T10:00:00.000Z'), assetsDir });
  const creations = await database.db
    .selectFrom('creations')
    .select(['id', 'name', 'cover_url', 'waterflow_config'])
    .execute();
  const images = await database.db.selectFrom('images').select(['id', 'width', 'height']).execute();
  return { creations, images: new Map(images.map((image) => [image.id, image])) };
}

describe('the seed photographs creations', () => {
  const databases: TestDatabase[] = [];
  const empty = mkdtempSync(join(tmpdir(), 'atelier-no-assets-'));
  afterAll(async () => {
    for (const database of databases) await database.dispose();
    rmSync(empty, { recursive: true, force: true });
  });

  it.skipIf(!hasPhotos)(
    'with the rendered photos: a front cover and the back, 1500x2000, shared by colour',
    async () => {
      const database = sqliteTestDatabase();
      databases.push(database);
      const { creations, images } = await seededCreations(database, REPO_ASSETS);
      expect(creations.length).toBeGreaterThanOrEqual(64);
      for (const creation of creations) {
        const plates = (
          JSON.parse(creation.waterflow_config) as { media_placement: { url: string; type: string }[] }
        ).media_placement;
        expect(plates.length, creation.name).toBeGreaterThanOrEqual(2);
        expect(plates[0]!.url).toBe(creation.cover_url);
        expect(plates[0]!.url).toMatch(/^cat-photos-[a-z]+-[a-z-]+-front\.jpg$/);
        expect(plates[1]!.url).toMatch(/-back\.jpg$/);
        for (const plate of plates) {
          expect(plate.type).toBe('image/upload');
          expect(images.get(plate.url)).toMatchObject({ width: 1500, height: 2000 });
        }
      }
      // The shop shows several colours, not one photo for everything.
      expect(new Set(creations.map((creation) => creation.cover_url)).size).toBeGreaterThanOrEqual(10);
    },
  );

  it('without the asset catalogue: one stand-in photo per creation and the capture plate', async () => {
    const database = sqliteTestDatabase();
    databases.push(database);
    const { creations, images } = await seededCreations(database, empty);
    expect(creations.length).toBeGreaterThanOrEqual(64);
    for (const creation of creations) {
      expect(creation.cover_url).toMatch(/^seed-creation-.+\.jpg$/);
      expect(images.get(creation.cover_url!)).toMatchObject({ width: 600, height: 750 });
    }
  });
});
