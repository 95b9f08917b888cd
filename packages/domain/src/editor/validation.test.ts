import type { Creation, MediaPlate, Prebuild } from '@atelier/schema';
import { fixtures } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import type { SaveIssue } from './validation';
import { availableSizes, validateCreationSave, validatePrebuildSave } from './validation';

const alerts = (issues: SaveIssue[]) => issues.map((issue) => [formatMessage(issue.message), issue.step]);

const creation = (changes: Partial<Creation> = {}): Creation => ({ ...fixtures.creation, ...changes });
const prebuild = (changes: Partial<Prebuild> = {}): Prebuild => ({ ...fixtures.prebuild, ...changes });
const plates = (...list: MediaPlate[]) => ({ media_placement: list });
const capture = (url?: string): MediaPlate => ({
  id: 1,
  type: 'capture',
  fit: 'cover',
  ...(url ? { url } : {}),
});
const image: MediaPlate = { id: 2, type: 'image/upload', url: 'a.webp', fit: 'cover' };

describe('001 §5 creation save validation', () => {
  it('passes a complete creation', () => {
    expect(validateCreationSave(creation(), fixtures.prebuild)).toEqual([]);
  });

  it("needs a name that is not the placeholder: 'Please enter a name for your creation' -> info", () => {
    for (const name of ['', '   ', 'Name your creation']) {
      expect(alerts(validateCreationSave(creation({ name }), fixtures.prebuild))).toEqual([
        ['Please enter a name for your creation', 'info'],
      ]);
    }
  });

  it("needs a category: 'Please select a category' -> info", () => {
    expect(alerts(validateCreationSave(creation({ creation_category: [] }), fixtures.prebuild))).toEqual([
      ['Please select a category', 'info'],
    ]);
    expect(validateCreationSave(creation({ creation_category: undefined }))[0]?.check).toBe('category');
  });

  it("needs a media plate: 'Please add a media' -> render", () => {
    expect(alerts(validateCreationSave(creation({ waterflow_config: plates() }), fixtures.prebuild))).toEqual(
      [['Please add a media', 'render']],
    );
  });

  it('a first capture plate needs a url -> render', () => {
    expect(
      alerts(validateCreationSave(creation({ waterflow_config: plates(capture()) }), fixtures.prebuild)),
    ).toEqual([['Please click "Refresh all capture image" to setup your first media', 'render']]);
    expect(
      validateCreationSave(creation({ waterflow_config: plates(capture('c.webp')) }), fixtures.prebuild),
    ).toEqual([]);
    expect(
      validateCreationSave(creation({ waterflow_config: plates(image, capture()) }), fixtures.prebuild),
    ).toEqual([]);
  });

  it("needs a size left for sale: 'At least one size should be available' -> sale", () => {
    const blacklist = { blacklist: ['S', 'M', 'L', '2XL'] as Creation['sizing']['blacklist'] };
    expect(alerts(validateCreationSave(creation({ sizing: blacklist }), fixtures.prebuild))).toEqual([
      ['At least one size should be available', 'sale'],
    ]);
  });

  it("needs an allowed purchase type: 'At least one purchase type is required' -> sale", () => {
    expect(alerts(validateCreationSave(creation({ purchaseType: null }), fixtures.prebuild))).toEqual([
      ['At least one purchase type is required', 'sale'],
    ]);
    expect(
      validateCreationSave(creation({ purchaseType: 'instant-purchase' }), fixtures.prebuild)[0]?.check,
    ).toBe('purchaseType');
    expect(validateCreationSave(creation({ purchaseType: 'instant-purchase' }))).toEqual([]);
  });

  it('lists every failure in the documents’ order (the first is alerted)', () => {
    const empty = creation({
      name: '',
      creation_category: [],
      waterflow_config: plates(),
      sizing: { blacklist: ['XS', 'S', 'M', 'L', 'XL', '2XL'] },
      purchaseType: null,
    });
    expect(validateCreationSave(empty).map((issue) => issue.check)).toEqual([
      'name',
      'category',
      'media',
      'sizes',
      'purchaseType',
    ]);
  });
});

describe('001 §5 available sizes', () => {
  it("the prebuild's sizes less the blacklist; every size when the prebuild lists none", () => {
    expect(availableSizes(fixtures.creationSizing, fixtures.prebuildSizing)).toEqual(['S', 'M', 'L']);
    expect(availableSizes(undefined, { options: [] })).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL']);
    expect(availableSizes({ blacklist: ['XS'] }, undefined)).toEqual(['S', 'M', 'L', 'XL', '2XL']);
  });
});

describe('001 §5 prebuild save validation', () => {
  it('passes a complete prebuild', () => {
    expect(validatePrebuildSave(prebuild())).toEqual([]);
  });

  it("needs a name other than 'New prebuild': 'Please enter a name for your prebuild' -> info", () => {
    for (const name of ['', 'New prebuild', ' New prebuild ']) {
      expect(alerts(validatePrebuildSave(prebuild({ name })))).toEqual([
        ['Please enter a name for your prebuild', 'info'],
      ]);
    }
  });

  it("needs a non-empty category array: 'Please select a category'", () => {
    expect(alerts(validatePrebuildSave(prebuild({ category: [] })))).toEqual([
      ['Please select a category', 'info'],
    ]);
  });

  it("needs a media plate: 'Please add a media'", () => {
    expect(alerts(validatePrebuildSave(prebuild({ waterflow_config: plates() })))).toEqual([
      ['Please add a media', 'render'],
    ]);
  });

  it('the first capture must have an image (the same alert)', () => {
    expect(alerts(validatePrebuildSave(prebuild({ waterflow_config: plates(image, capture()) })))).toEqual([
      ['Please click "Refresh all capture image" to setup your first media', 'render'],
    ]);
    expect(validatePrebuildSave(prebuild({ waterflow_config: plates(image) }))).toEqual([]);
  });

  it("needs a size option: 'At least one size should be available', set on Info", () => {
    expect(alerts(validatePrebuildSave(prebuild({ sizing: { options: [] } })))).toEqual([
      ['At least one size should be available', 'info'],
    ]);
  });

  it("needs an allowed purchase type: 'At least one purchase type is required'", () => {
    const extra = { allowPurchaseType: [], manufacturingTimePerPiece: 6_000_000 };
    expect(alerts(validatePrebuildSave(prebuild({ extra_option: extra })))).toEqual([
      ['At least one purchase type is required', 'sale'],
    ]);
  });
});
