import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { FIELD_TYPES, FieldSchema } from './field';

const field = (type: string, settings: Record<string, unknown> = {}) => ({
  id: 'field_1714550400000_x',
  type,
  title: 'Question',
  ...settings,
});

const { fields } = fixtures;

describe('Field (002 §3)', () => {
  it('002 §3: there are twelve field types', () => {
    expect(FIELD_TYPES).toHaveLength(12);
  });

  it('002 §3: an unknown field type is rejected', () => {
    expect(rejectedPaths(FieldSchema, field('slider'))).toEqual(['type']);
  });

  it("002 §3: a field id starts with 'field_'", () => {
    expect(rejectedPaths(FieldSchema, { ...fields.text, id: 'q1' })).toEqual(['id']);
  });

  it('002 §3: a field is optional and unassigned unless stated', () => {
    const parsed = parseValid(FieldSchema, field('text'));
    expect(parsed.required).toBe(false);
    expect(parsed.sectionId).toBeUndefined();
  });

  it("002 §3: a section id in a field starts with 'section_'", () => {
    expect(rejectedPaths(FieldSchema, { ...fields.text, sectionId: 'general' })).toEqual(['sectionId']);
  });

  describe('materialSelect', () => {
    it('002 §3: defaults to categories fabric, leather, metal, no custom upload, preview shown, grid display', () => {
      expect(parseValid(FieldSchema, field('materialSelect'))).toEqual({
        ...field('materialSelect'),
        required: false,
        targetParts: [],
        materialOptions: [],
        materialCategories: ['fabric', 'leather', 'metal'],
        allowCustomUpload: false,
        showPreview: true,
        displayMode: 'grid',
      });
    });
    it('DECISIONS: displayMode is grid or list', () => {
      expect(rejectedPaths(FieldSchema, { ...fields.materialSelect, displayMode: 'carousel' })).toEqual([
        'displayMode',
      ]);
    });
  });

  describe('partSelect', () => {
    it('002 §3: selectionMode defaults to toggle', () => {
      expect(parseValid(FieldSchema, field('partSelect'))).toMatchObject({ selectionMode: 'toggle' });
    });
    it('002 §3: selectionMode is toggle, exclusive or variations', () => {
      expect(rejectedPaths(FieldSchema, { ...fields.partSelect, selectionMode: 'multi' })).toEqual([
        'selectionMode',
      ]);
    });
    it('002 §4: a display name exists only for a targeted part (unchecking removes it)', () => {
      const input = { ...fields.partSelect, partDisplayNames: { part_body: 'Body' } };
      expect(rejectedPaths(FieldSchema, input)).toEqual(['partDisplayNames.part_body']);
    });
  });

  describe('decalLayerConfig', () => {
    it('002 §3, §9: defaults to 5 MB, jpg/png/svg, no custom upload, overlay maxLength 50, /api/upload/decal', () => {
      expect(parseValid(FieldSchema, field('decalLayerConfig'))).toMatchObject({
        urlOptions: [],
        allowCustomUpload: false,
        maxFileSize: 5,
        allowedFormats: ['jpg', 'png', 'svg'],
        allowTextOverlay: false,
        textOverlayOptions: { fonts: [], colors: [], maxLength: 50 },
        uploadEndpoint: '/api/upload/decal',
      });
    });
    it('002 §5: maxFileSize runs 1 to 50 MB', () => {
      expect(rejectedPaths(FieldSchema, { ...fields.decalLayerConfig, maxFileSize: 1 })).toEqual([]);
      expect(rejectedPaths(FieldSchema, { ...fields.decalLayerConfig, maxFileSize: 50 })).toEqual([]);
      expect(rejectedPaths(FieldSchema, { ...fields.decalLayerConfig, maxFileSize: 0.5 })).toEqual([
        'maxFileSize',
      ]);
      expect(rejectedPaths(FieldSchema, { ...fields.decalLayerConfig, maxFileSize: 51 })).toEqual([
        'maxFileSize',
      ]);
    });
    it('DECISIONS: allowed formats are image formats, each once', () => {
      expect(rejectedPaths(FieldSchema, { ...fields.decalLayerConfig, allowedFormats: ['gif'] })).toEqual([
        'allowedFormats[0]',
      ]);
      expect(
        rejectedPaths(FieldSchema, { ...fields.decalLayerConfig, allowedFormats: ['png', 'png'] }),
      ).toEqual(['allowedFormats[1]']);
    });
    it('002 §3: text overlay maxLength is at least 1', () => {
      const input = { ...fields.decalLayerConfig, textOverlayOptions: { maxLength: 0 } };
      expect(rejectedPaths(FieldSchema, input)).toEqual(['textOverlayOptions.maxLength']);
    });
  });

  describe('sizeSelect', () => {
    it('002 §9: offers XS, S, M, L, XL on a standard chart in cm by default', () => {
      expect(parseValid(FieldSchema, field('sizeSelect'))).toMatchObject({
        sizeChart: 'standard',
        availableSizes: ['XS', 'S', 'M', 'L', 'XL'].map((size) => ({ value: size, label: size })),
        measurementUnits: 'cm',
      });
    });
    it('002 §3: measurementUnits is cm or in', () => {
      expect(rejectedPaths(FieldSchema, { ...fields.sizeSelect, measurementUnits: 'mm' })).toEqual([
        'measurementUnits',
      ]);
    });
    it('002 §3: sizeChart is standard or custom', () => {
      expect(rejectedPaths(FieldSchema, { ...fields.sizeSelect, sizeChart: 'fancy' })).toEqual(['sizeChart']);
    });
  });

  describe('variationSelect and colorwaySelect', () => {
    it('002 §4: options are value and label pairs with distinct values', () => {
      const twice = [
        { value: 'a', label: 'A' },
        { value: 'a', label: 'B' },
      ];
      expect(rejectedPaths(FieldSchema, { ...fields.colorwaySelect, options: twice })).toEqual([
        'options[1]',
      ]);
    });
    it("002 §3: a variationSelect's defaultValue is one of its options", () => {
      expect(rejectedPaths(FieldSchema, { ...fields.variationSelect, defaultValue: 'nope' })).toEqual([
        'defaultValue',
      ]);
    });
  });

  describe('option and checkbox', () => {
    it('002 §3: enableOther defaults to false; checkbox maxSelections absent means no limit', () => {
      expect(parseValid(FieldSchema, field('option'))).toMatchObject({ options: [], enableOther: false });
      expect(parseValid(FieldSchema, field('checkbox'))).not.toHaveProperty('maxSelections');
    });
    it('002 §5: an extra price value is at least 0', () => {
      const options = [{ id: 'a', text: 'A', extraPrice: { type: 'percentage', value: -1 } }];
      expect(rejectedPaths(FieldSchema, { ...fields.option, options })).toEqual([
        'options[0].extraPrice.value',
      ]);
    });
    it('DECISIONS: a fixed extra price is whole cents; a percentage may be fractional', () => {
      const fixed = [{ id: 'a', text: 'A', extraPrice: { type: 'fixed', value: 10.5 } }];
      const percent = [{ id: 'a', text: 'A', extraPrice: { type: 'percentage', value: 10.5 } }];
      expect(rejectedPaths(FieldSchema, { ...fields.option, options: fixed })).toEqual([
        'options[0].extraPrice.value',
      ]);
      expect(rejectedPaths(FieldSchema, { ...fields.option, options: percent })).toEqual([]);
    });
    it('002 §3: an extra price is fixed or percentage', () => {
      const options = [{ id: 'a', text: 'A', extraPrice: { type: 'discount', value: 1 } }];
      expect(rejectedPaths(FieldSchema, { ...fields.option, options })).toEqual([
        'options[0].extraPrice.type',
      ]);
    });
    it('002 §5: checkbox maxSelections is at least 1', () => {
      expect(rejectedPaths(FieldSchema, { ...fields.checkbox, maxSelections: 0 })).toEqual(['maxSelections']);
    });
  });

  describe('number', () => {
    it('DECISIONS: step defaults to 1 and there are no price ranges', () => {
      expect(parseValid(FieldSchema, field('number'))).toMatchObject({ step: 1, priceRanges: [] });
    });
    it('002 §5: step is at least 0.01', () => {
      expect(rejectedPaths(FieldSchema, { ...fields.number, step: 0.01 })).toEqual([]);
      expect(rejectedPaths(FieldSchema, { ...fields.number, step: 0.001 })).toEqual(['step']);
    });
    it('002 §5: price range start and end are at least 0', () => {
      const range = { id: 'r', rangeStart: -1, rangeEnd: -1, type: 'percentage', value: 1 };
      expect(rejectedPaths(FieldSchema, { ...fields.number, priceRanges: [range] }).sort()).toEqual([
        'priceRanges[0].rangeEnd',
        'priceRanges[0].rangeStart',
      ]);
    });
    it('DECISIONS: a price range starts no later than it ends, and min <= max', () => {
      const range = { id: 'r', rangeStart: 10, rangeEnd: 5, type: 'percentage', value: 1 };
      expect(rejectedPaths(FieldSchema, { ...fields.number, priceRanges: [range] })).toEqual([
        'priceRanges[0].rangeStart',
      ]);
      expect(rejectedPaths(FieldSchema, { ...fields.number, min: 10, max: 5 })).toEqual(['min']);
    });
  });

  describe('text', () => {
    it('002 §5: maxLength is at least 1', () => {
      expect(rejectedPaths(FieldSchema, { ...fields.text, maxLength: 0 })).toEqual(['maxLength']);
    });
  });

  describe('date', () => {
    it('DECISIONS: dateFormat defaults to YYYY-MM-DD and no date is disabled', () => {
      expect(parseValid(FieldSchema, field('date'))).toMatchObject({
        dateFormat: 'YYYY-MM-DD',
        disabledDates: [],
      });
    });
    it('002 §5: dateFormat is one of YYYY-MM-DD, MM/DD/YYYY, DD/MM/YYYY, DD-MM-YYYY', () => {
      for (const format of ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'DD-MM-YYYY']) {
        expect(rejectedPaths(FieldSchema, { ...fields.date, dateFormat: format })).toEqual([]);
      }
      expect(rejectedPaths(FieldSchema, { ...fields.date, dateFormat: 'YYYY/MM/DD' })).toEqual([
        'dateFormat',
      ]);
    });
    it('002 §5: disabled dates are written YYYY-MM-DD', () => {
      const input = { ...fields.date, disabledDates: ['2024-12-25', '25/12/2024', '2024-13-01'] };
      expect(rejectedPaths(FieldSchema, input)).toEqual(['disabledDates[1]', 'disabledDates[2]']);
    });
    it('DECISIONS: minDate is not after maxDate', () => {
      expect(
        rejectedPaths(FieldSchema, { ...fields.date, minDate: '2025-01-01', maxDate: '2024-01-01' }),
      ).toEqual(['minDate']);
    });
  });

  describe('colorSelect', () => {
    it('002 §3: paletteType defaults to default', () => {
      expect(parseValid(FieldSchema, field('colorSelect'))).toMatchObject({
        paletteType: 'default',
        colorOptions: [],
      });
    });
    it('002 §3: paletteType is default, material, web or custom', () => {
      expect(rejectedPaths(FieldSchema, { ...fields.colorSelect, paletteType: 'pantone' })).toEqual([
        'paletteType',
      ]);
    });
    it('001 §4: colour options are #rrggbb', () => {
      const input = { ...fields.colorSelect, colorOptions: [{ value: 'red', label: 'Red' }] };
      expect(rejectedPaths(FieldSchema, input)).toEqual(['colorOptions[0].value']);
    });
  });
});
