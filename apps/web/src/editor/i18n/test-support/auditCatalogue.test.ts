import { describe, expect, it } from 'vitest';
import { auditCatalogue, isStub, placeholdersOf, STUB_MIN_LETTERS, unusedExceptions } from './auditCatalogue';

const english = {
  'save.title': 'Save',
  'topBar.savedAt': 'Saved {{time}}',
  'design.materialsHolds': '{{count}} materials over {{parts}} parts',
  'review.yes': 'OK',
};

const german = {
  'save.title': 'Speichern',
  'topBar.savedAt': 'Gespeichert um {{time}}',
  'design.materialsHolds': '{{count}} Materialien auf {{parts}} Teilen',
  'review.yes': 'OK',
};

describe('auditCatalogue', () => {
  it('finds nothing wrong with a complete translation', () => {
    expect(auditCatalogue(english, german)).toEqual([]);
  });

  it('names a missing key and an extra key', () => {
    const { 'save.title': _dropped, ...rest } = german;
    expect(auditCatalogue(english, { ...rest, 'save.titel': 'Speichern' })).toEqual([
      { key: 'save.title', problem: 'missing' },
      { key: 'save.titel', problem: 'extra' },
    ]);
  });

  it('names an empty or blank text', () => {
    expect(auditCatalogue(english, { ...german, 'save.title': ' ' })).toEqual([
      { key: 'save.title', problem: 'empty' },
    ]);
  });

  it.each([
    ['dropped', 'Gespeichert'],
    ['renamed', 'Gespeichert um {{zeit}}'],
    ['spaced', 'Gespeichert um {{ time }}'],
    ['doubled', 'Gespeichert um {{time}} ({{time}})'],
    ['broken', 'Gespeichert um {{time}'],
  ])('names a placeholder %s', (_change, text) => {
    expect(auditCatalogue(english, { ...german, 'topBar.savedAt': text })).toEqual([
      { key: 'topBar.savedAt', problem: 'placeholders' },
    ]);
  });

  it('accepts placeholders in another order', () => {
    const japanese = { ...german, 'design.materialsHolds': '{{parts}} パーツに {{count}} 種類の素材' };
    expect(auditCatalogue(english, japanese)).toEqual([]);
  });

  it('names a text left in English, the mark of a stub', () => {
    expect(
      auditCatalogue(english, { ...german, 'design.materialsHolds': english['design.materialsHolds'] }),
    ).toEqual([{ key: 'design.materialsHolds', problem: 'stub' }]);
    expect(auditCatalogue(english, english).map((issue) => issue.problem)).toEqual(['stub', 'stub', 'stub']);
  });

  it('lets a text of a few letters stay the same, and a longer one only when allowed', () => {
    expect(STUB_MIN_LETTERS).toBe(4);
    expect(isStub('OK', 'OK', new Set())).toBe(false);
    expect(isStub('HKD', 'HKD', new Set())).toBe(false);
    expect(isStub('{{count}} px', '{{count}} px', new Set())).toBe(false);
    expect(isStub('Beta', 'Beta', new Set())).toBe(true);
    expect(isStub('Beta', 'Beta', new Set(['Beta']))).toBe(false);
    expect(isStub('Beta', 'Bêta', new Set())).toBe(false);
    const withBrand = { ...english, brand: 'YouTube' };
    expect(auditCatalogue(withBrand, { ...german, brand: 'YouTube' }, new Set(['YouTube']))).toEqual([]);
  });

  it('reads placeholders exactly as written, sorted', () => {
    expect(placeholdersOf('{{parts}} and {{count}}, {{ count }}')).toEqual([
      '{{ count }}',
      '{{count}}',
      '{{parts}}',
    ]);
    expect(placeholdersOf('No placeholder')).toEqual([]);
  });
});

describe('unusedExceptions', () => {
  it('names the allowed identical texts that no catalogue keeps identical', () => {
    const allowed = new Set(['Design', 'Editor']);
    expect(
      unusedExceptions(allowed, [
        ['Design', 'Design'],
        ['Editor', 'Éditeur'],
      ]),
    ).toEqual(['Editor']);
    expect(
      unusedExceptions(allowed, [
        ['Editor', 'Editor'],
        ['Design', 'Design'],
      ]),
    ).toEqual([]);
  });
});
