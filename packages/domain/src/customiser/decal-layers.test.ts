import { CanvasDecalLayerSchema, PlacedDecalSchema, fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import type { UploadCheck } from './decal-layers';
import {
  DECAL_UPLOAD_MAX_BYTES,
  addDecalLayer,
  canAddDecalLayer,
  canEditDecalLimit,
  checkDecalUpload,
  checkFormDecalUpload,
  decalSettingLabel,
  deleteDecalLayer,
  deleteDecalLayerConfirmation,
  initialMask,
  newDecalLayer,
  newPlacedDecal,
  removeMask,
  renameDecalLayer,
  replaceDecalLayerImage,
  showsUrlPreview,
  startMask,
  toggleDefaultDecalPart,
  updateDecalLayer,
} from './decal-layers';

const failure = (check: UploadCheck) => (check.ok ? null : formatMessage(check.message));

describe('002 §4, §9 when a creation may add a decal layer (free_decal)', () => {
  it('a creation may add with free_decal -1 (unlimited)', () => {
    expect(canAddDecalLayer({ free_decal: -1 }, 'creation', 50)).toBe(true);
  });

  it('a creation may not add with free_decal 0', () => {
    expect(canAddDecalLayer({ free_decal: 0 }, 'creation', 0)).toBe(false);
  });

  it('DECISIONS: a positive free_decal is the number of layers allowed', () => {
    expect(canAddDecalLayer({ free_decal: 3 }, 'creation', 2)).toBe(true);
    expect(canAddDecalLayer({ free_decal: 3 }, 'creation', 3)).toBe(false);
  });

  it('a prebuild may always add', () => {
    expect(canAddDecalLayer({ free_decal: 0 }, 'prebuild', 10)).toBe(true);
  });
});

describe('002 §9 default layer values', () => {
  it("position (0.5,0.5), scale (0.25,0.25), rotation 0, white, named 'Doube click rename me'", () => {
    expect(newDecalLayer('layer_2')).toEqual({
      id: 'layer_2',
      name: 'Doube click rename me',
      position: { x: 0.5, y: 0.5 },
      scale: { x: 0.25, y: 0.25 },
      rotation: 0,
      color: '#ffffff',
    });
  });

  it('adds a layer at the end', () => {
    expect(addDecalLayer([fixtures.canvasDecalLayer], newDecalLayer('layer_2')).map((l) => l.id)).toEqual([
      'layer_1',
      'layer_2',
    ]);
  });
});

describe('002 §4 masks', () => {
  it('start at the decal position with y flipped and an inverse scale', () => {
    expect(initialMask({ position: { x: 0.5, y: 0.4 }, scale: { x: 0.25, y: 0.5 } })).toEqual({
      maskPosition: { x: 0.5, y: 0.6 },
      maskScale: { x: 4, y: 2 },
      maskRotation: 0,
    });
  });

  it("matches the fixture decal's mask", () => {
    const decal = fixtures.placedDecal;
    const masked = startMask(removeMask(decal));
    expect(masked.maskPosition!.x).toBeCloseTo(decal.maskPosition!.x);
    expect(masked.maskPosition!.y).toBeCloseTo(decal.maskPosition!.y);
    expect(masked.maskScale).toEqual(decal.maskScale);
    expect(PlacedDecalSchema.safeParse(masked).success).toBe(true);
  });

  it('can be removed', () => {
    const layer = removeMask(fixtures.canvasDecalLayer);
    expect(layer).not.toHaveProperty('maskPosition');
    expect(layer).not.toHaveProperty('maskUrl');
    expect(layer).not.toHaveProperty('maskColor');
    expect(CanvasDecalLayerSchema.safeParse(layer).success).toBe(true);
  });

  it('property: flipping twice and inverting twice gives the decal back', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.025, max: 10, noNaN: true }),
        (y, s) => {
          const first = initialMask({ position: { x: 0, y }, scale: { x: s, y: s } });
          const back = initialMask({ position: first.maskPosition, scale: first.maskScale });
          expect(back.maskPosition.y).toBeCloseTo(y, 9);
          expect(back.maskScale.x).toBeCloseTo(s, 9);
        },
      ),
    );
  });
});

describe('002 §4 rename, edit, replace and delete', () => {
  const layers = [fixtures.canvasDecalLayer, newDecalLayer('layer_2')];

  it('renames by double-click; a blank name is ignored', () => {
    expect(renameDecalLayer(layers, 'layer_2', '  Logo  ')[1]?.name).toBe('Logo');
    expect(renameDecalLayer(layers, 'layer_2', '   ')[1]?.name).toBe('Doube click rename me');
  });

  it("deletes after 'Are you sure you want to delete this layer?'", () => {
    expect(formatMessage(deleteDecalLayerConfirmation())).toBe('Are you sure you want to delete this layer?');
    expect(deleteDecalLayer(layers, 'layer_1').map((l) => l.id)).toEqual(['layer_2']);
  });

  it('an upload replaces the layer image; edits keep the id', () => {
    expect(replaceDecalLayerImage(layers, 'layer_2', 'new.webp')[1]?.url).toBe('new.webp');
    expect(updateDecalLayer(layers, 'layer_2', { rotation: 45, id: 'x' } as never)[1]).toMatchObject({
      id: 'layer_2',
      rotation: 45,
    });
  });
});

describe('002 §5 upload limits', () => {
  it('rejects more than 5 MB (5,242,880 bytes) with the exact alert', () => {
    expect(DECAL_UPLOAD_MAX_BYTES).toBe(5_242_880);
    expect(failure(checkDecalUpload({ size: 5_242_881, type: 'image/png' }, 'addLayer'))).toBe(
      'File size is too large, please upload a file smaller than 5MB',
    );
    expect(checkDecalUpload({ size: 5_242_880, type: 'image/png' }, 'addLayer')).toEqual({ ok: true });
  });

  it('accepts png and jpeg for the upload block and layer replace; also webp when adding a layer', () => {
    for (const context of ['uploadBlock', 'replaceLayer'] as const) {
      expect(checkDecalUpload({ size: 1, type: 'image/png' }, context).ok).toBe(true);
      expect(checkDecalUpload({ size: 1, type: 'image/JPEG' }, context).ok).toBe(true);
      expect(failure(checkDecalUpload({ size: 1, type: 'image/webp' }, context))).toBe('Invalid URL or file');
    }
    expect(checkDecalUpload({ size: 1, type: 'image/webp' }, 'addLayer').ok).toBe(true);
    expect(checkDecalUpload({ size: 1, type: 'image/gif' }, 'addLayer').ok).toBe(false);
  });

  it('a form decal field uses its maxFileSize (MB) and allowedFormats', () => {
    const field = fixtures.fields.decalLayerConfig; // 5 MB, jpg png svg
    expect(checkFormDecalUpload({ size: 1000, type: 'image/svg+xml' }, field).ok).toBe(true);
    expect(failure(checkFormDecalUpload({ size: 6 * 1_048_576, type: 'image/png' }, field))).toBe(
      'File size is too large, please upload a file smaller than 5MB',
    );
    expect(
      failure(
        checkFormDecalUpload({ size: 11 * 1_048_576, type: 'image/png' }, { ...field, maxFileSize: 10 }),
      ),
    ).toBe('File size is too large, please upload a file smaller than 10MB');
    expect(failure(checkFormDecalUpload({ size: 10, type: 'image/webp' }, field))).toBe(
      'Invalid URL or file',
    );
    expect(
      checkFormDecalUpload({ size: 10, type: 'image/webp' }, { ...field, allowedFormats: ['webp', 'gif'] })
        .ok,
    ).toBe(true);
    expect(
      checkFormDecalUpload({ size: 10, type: 'image/gif' }, { ...field, allowedFormats: ['gif'] }).ok,
    ).toBe(false);
  });

  it('previews only urls starting with http', () => {
    expect(showsUrlPreview('https://cdn.example.com/star.png')).toBe(true);
    expect(showsUrlPreview('/api/img/original/x')).toBe(false);
  });
});

describe('002 §6 decal settings and flags', () => {
  it("labels 'Allow Creator Custom Decal' on a prebuild and 'Allow Customer Decal' on a creation", () => {
    expect(formatMessage(decalSettingLabel('prebuild'))).toBe('Allow Creator Custom Decal');
    expect(formatMessage(decalSettingLabel('creation'))).toBe('Allow Customer Decal');
  });

  it('001 §3 new decals are editable by creator and consumer', () => {
    expect(newPlacedDecal('decal_new')).toMatchObject({ editable_creator: true, editable_consumer: true });
    expect(newPlacedDecal('decal_new', 'part_body').part_binding).toBe('part_body');
  });

  it("a prebuild's limit ('Limit Creator') is read-only to the creation's creator", () => {
    expect(canEditDecalLimit('creation', true)).toBe(false);
    expect(canEditDecalLimit('creation', false)).toBe(true);
    expect(canEditDecalLimit('prebuild', true)).toBe(true);
  });

  it("002 §2 'Default Part Management' star sets or unsets the default part", () => {
    const setup = fixtures.decalSetup; // default part_body
    expect(toggleDefaultDecalPart(setup, 'part_body')).not.toHaveProperty('default_part_key');
    expect(toggleDefaultDecalPart(setup, 'part_hood').default_part_key).toBe('part_hood');
  });
});
