import { describe, expect, it } from 'vitest';
import { answerText, compareSizes, sizeBreakdown, statusCounts, totalPieces } from './production-queue';

describe('the production queue rules', () => {
  it('adds pieces up per size, in size-chart order, one-size first, nothing for empty lines', () => {
    expect(
      sizeBreakdown([
        { size: 'XL', amount: 1 },
        { size: 'M', amount: 2 },
        { size: 'XS', amount: 1 },
        { size: ' M ', amount: 3 },
        { size: 'Custom', amount: 1 },
        { size: null, amount: 4 },
        { size: '', amount: 1 },
        { size: 'L', amount: 0 },
        { size: 'S', amount: Number.NaN },
      ]),
    ).toEqual([
      { size: null, amount: 5 },
      { size: 'XS', amount: 1 },
      { size: 'M', amount: 5 },
      { size: 'XL', amount: 1 },
      { size: 'Custom', amount: 1 },
    ]);
    expect(
      totalPieces([
        { size: 'M', amount: 2 },
        { size: 'L', amount: 3 },
      ]),
    ).toBe(5);
    expect(sizeBreakdown([])).toEqual([]);
  });

  it('compares sizes: known ones by the chart, unknown ones alphabetically after them', () => {
    expect(compareSizes('S', 'xl')).toBeLessThan(0);
    expect(compareSizes('Tall', 'Petite')).toBeGreaterThan(0);
    expect(compareSizes('XXL', 'Petite')).toBeLessThan(0);
    expect(compareSizes(null, 'XS')).toBeLessThan(0);
    expect(compareSizes('M', null)).toBeGreaterThan(0);
    expect(compareSizes(null, null)).toBe(0);
  });

  it('reads answers as text: choices by label, lists, images, flags, numbers', () => {
    const choices = [{ value: 'navy', label: 'Navy blue' }];
    expect(answerText('navy', choices)).toBe('Navy blue');
    expect(answerText('free text')).toBe('free text');
    expect(answerText(42)).toBe('42');
    expect(answerText(true)).toBe('Yes');
    expect(answerText(false)).toBe('No');
    expect(answerText(['navy', 'red', null], choices)).toBe('Navy blue, red');
    expect(answerText({ url: 'a.png', name: 'Tiger' })).toBe('Tiger');
    expect(answerText({ url: 'a.png' })).toBe('a.png');
    // A decal with its text overlay: the producer prints both.
    expect(
      answerText({ url: 'a.png', name: 'Tiger', text: { value: 'MLC', font: 'Inter', color: '#ffffff' } }),
    ).toBe('Tiger, text "MLC" (Inter, #ffffff)');
    expect(answerText({ url: '', text: { value: 'MLC' } })).toBe('text "MLC"');
    expect(answerText({ url: 'a.png', text: { value: '' } })).toBe('a.png');
    expect(answerText({ label: 'Big' })).toBe('Big');
    expect(answerText({ x: 1 })).toBe('{"x":1}');
    expect(answerText(null)).toBe('');
    expect(answerText(undefined)).toBe('');
    expect(answerText(BigInt(7))).toBe('7');
  });

  it('counts orders per status, ignoring anything that is not a status', () => {
    const counts = statusCounts(['paid', 'paid', 'shipped', 'pending']);
    expect(counts.all).toBe(3);
    expect(counts.byStatus.paid).toBe(2);
    expect(counts.byStatus.shipped).toBe(1);
    expect(counts.byStatus.placed).toBe(0);
    expect(Object.keys(counts.byStatus)).toHaveLength(10);
  });
});
