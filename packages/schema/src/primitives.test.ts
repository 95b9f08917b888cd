import { describe, expect, it } from 'vitest';
import { LANGUAGES, MAIN_CATEGORIES, PURCHASE_TYPES, SIZES } from './constants';
import {
  AtNameSchema,
  EditRoleSchema,
  EditTypeSchema,
  HexColorSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  LanguageSchema,
  LocalizedTextSchema,
  MainCategorySchema,
  MoneyMinorSchema,
  PurchaseTypeSchema,
  SizeSchema,
  TextOrLocalizedSchema,
  VisibilitySchema,
} from './primitives';
import { rejectedPaths } from './test/helpers';

describe('constants', () => {
  it('000 §9: sizes are XS, S, M, L, XL, 2XL', () => {
    expect(SIZES).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL']);
  });
  it('000 §3: purchase types are instant-purchase, retail-preorder and sample', () => {
    expect(PURCHASE_TYPES).toEqual(['instant-purchase', 'retail-preorder', 'sample']);
  });
  it('000 §3: main categories are Men, Women, Unisex, Accessories', () => {
    expect(MAIN_CATEGORIES).toEqual(['Men', 'Women', 'Unisex', 'Accessories']);
  });
  it('000 §1: the named languages are en, zh-TW, zh-CN, ja, ko, ru, de, fr', () => {
    expect(LANGUAGES).toEqual(['en', 'zh-TW', 'zh-CN', 'ja', 'ko', 'ru', 'de', 'fr']);
  });
});

describe('enums reject values outside the documents', () => {
  it('000 §9: a size outside XS..2XL is rejected', () => {
    expect(rejectedPaths(SizeSchema, '3XL')).toEqual(['']);
    expect(rejectedPaths(SizeSchema, '2XL')).toEqual([]);
  });
  it('000 §3: a purchase type outside the three is rejected', () => {
    expect(rejectedPaths(PurchaseTypeSchema, 'rental')).toEqual(['']);
  });
  it('000 §3: a main category outside the four is rejected', () => {
    expect(rejectedPaths(MainCategorySchema, 'Kids')).toEqual(['']);
  });
  it('000 §1: a language outside the named eight is rejected by LanguageSchema', () => {
    expect(rejectedPaths(LanguageSchema, 'pt')).toEqual(['']);
  });
  it('000 §3: visibility is public or private', () => {
    expect(rejectedPaths(VisibilitySchema, 'friends')).toEqual(['']);
  });
  it('001 §2: the editor edits a creation or a prebuild', () => {
    expect(rejectedPaths(EditTypeSchema, 'asset')).toEqual(['']);
  });
  it('002 §6: roles are creator or consumer', () => {
    expect(rejectedPaths(EditRoleSchema, 'producer')).toEqual(['']);
  });
});

describe('MoneyMinorSchema (DECISIONS.md: integer HKD cents)', () => {
  it('accepts zero and whole cents', () => {
    expect(rejectedPaths(MoneyMinorSchema, 0)).toEqual([]);
    expect(rejectedPaths(MoneyMinorSchema, 45000)).toEqual([]);
  });
  it('rejects negative amounts', () => {
    expect(rejectedPaths(MoneyMinorSchema, -1)).toEqual(['']);
  });
  it('rejects fractions of a cent', () => {
    expect(rejectedPaths(MoneyMinorSchema, 12.5)).toEqual(['']);
  });
});

describe('text, colours, dates and handles', () => {
  it('002 §3: a multilingual text maps language tags to text', () => {
    expect(rejectedPaths(LocalizedTextSchema, { en: 'Fabric', 'zh-TW': '布料', 'pt-BR': 'Tecido' })).toEqual(
      [],
    );
  });
  it('002 §3: a multilingual text needs at least one language', () => {
    expect(rejectedPaths(LocalizedTextSchema, {})).toEqual(['']);
  });
  it('002 §3: a multilingual text rejects keys that are not language tags', () => {
    expect(rejectedPaths(LocalizedTextSchema, { English: 'Fabric' })).toEqual(['English']);
  });
  it('002 §3: a title is multilingual or a plain string', () => {
    expect(rejectedPaths(TextOrLocalizedSchema, 'Fabric')).toEqual([]);
    expect(rejectedPaths(TextOrLocalizedSchema, 42)).toEqual(['']);
  });
  it('001 §4: colours are #rrggbb (the picker pads to 6 digits)', () => {
    expect(rejectedPaths(HexColorSchema, '#00ff00')).toEqual([]);
    expect(rejectedPaths(HexColorSchema, '#0f0')).toEqual(['']);
    expect(rejectedPaths(HexColorSchema, 'green')).toEqual(['']);
  });
  it('002 §5: dates are real calendar dates written YYYY-MM-DD', () => {
    expect(rejectedPaths(IsoDateSchema, '2024-02-29')).toEqual([]);
    expect(rejectedPaths(IsoDateSchema, '2023-02-29')).toEqual(['']);
    expect(rejectedPaths(IsoDateSchema, '29/02/2024')).toEqual(['']);
  });
  it('timestamps are ISO 8601 date-times', () => {
    expect(rejectedPaths(IsoDateTimeSchema, '2024-05-01T08:00:00Z')).toEqual([]);
    expect(rejectedPaths(IsoDateTimeSchema, 'yesterday')).toEqual(['']);
  });
  it('000 §1: an at_name has no hyphen, since hosts are cut at the first hyphen', () => {
    expect(rejectedPaths(AtNameSchema, 'mei_lin')).toEqual([]);
    expect(rejectedPaths(AtNameSchema, 'mei-lin')).toEqual(['']);
    expect(rejectedPaths(AtNameSchema, '')).toEqual(['']);
  });
});
