import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Message } from '../messages';
import { formatMessage } from '../messages';
import type { InputResult } from './form-input-validation';
import {
  canDeleteObjectRow,
  checkDecalMaxFileSizeInput,
  checkDisabledDatesInput,
  checkMaxSelectionsInput,
  checkNumberInput,
  checkNumberStepInput,
  checkObjectNumberEntry,
  checkOptionPriceInput,
  checkRangeBoundInput,
  checkTextMaxLengthInput,
  formatDate,
  formatDisabledDates,
  isDateFormat,
  isIsoDate,
  isMeasurements,
  objectEditorRenders,
  parseDate,
  parseDisabledDates,
  parseJsonInput,
} from './form-input-validation';

const error = <T>(result: InputResult<T>): string | null =>
  result.ok ? null : formatMessage((result as { message: Message }).message);

describe('002 §5 option price value: number, step 0.01, min 0', () => {
  it('accepts 0 and cents-precise values', () => {
    expect(checkOptionPriceInput('0')).toEqual({ ok: true, value: 0 });
    expect(checkOptionPriceInput('12.34')).toEqual({ ok: true, value: 12.34 });
  });

  it('rejects negatives, finer steps and text', () => {
    expect(error(checkOptionPriceInput('-1'))).toBe('Please enter a value of at least 0');
    expect(error(checkOptionPriceInput('1.005'))).toBe('Please enter a multiple of 0.01');
    expect(error(checkOptionPriceInput('abc'))).toBe('Please enter a number');
    expect(error(checkOptionPriceInput(''))).toBe('Please enter a number');
  });
});

describe('002 §5 max selections: min 1, empty means no limit', () => {
  it('reads whole numbers from 1; empty is no limit', () => {
    expect(checkMaxSelectionsInput('')).toEqual({ ok: true, value: undefined });
    expect(checkMaxSelectionsInput('3')).toEqual({ ok: true, value: 3 });
    expect(error(checkMaxSelectionsInput('0'))).toBe('Please enter a value of at least 1');
    expect(error(checkMaxSelectionsInput('1.5'))).toBe('Please enter a whole number');
  });
});

describe('002 §5 text maxLength min 1; number step min 0.01; range bounds min 0', () => {
  it('text maxLength', () => {
    expect(checkTextMaxLengthInput('20')).toEqual({ ok: true, value: 20 });
    expect(error(checkTextMaxLengthInput('0'))).toBe('Please enter a value of at least 1');
  });

  it('number step', () => {
    expect(checkNumberStepInput('0.01')).toEqual({ ok: true, value: 0.01 });
    expect(error(checkNumberStepInput('0.001'))).toBe('Please enter a value of at least 0.01');
  });

  it('quantity range start and end', () => {
    expect(checkRangeBoundInput('0')).toEqual({ ok: true, value: 0 });
    expect(error(checkRangeBoundInput('-0.5'))).toBe('Please enter a value of at least 0');
  });

  it('decal max file size: 1 to 50 MB, default 5', () => {
    expect(checkDecalMaxFileSizeInput('')).toEqual({ ok: true, value: 5 });
    expect(checkDecalMaxFileSizeInput('50')).toEqual({ ok: true, value: 50 });
    expect(error(checkDecalMaxFileSizeInput('51'))).toBe('Please enter a value of at most 50');
    expect(error(checkDecalMaxFileSizeInput('0'))).toBe('Please enter a value of at least 1');
  });

  it('object editor: number entries may not be empty', () => {
    expect(error(checkObjectNumberEntry(''))).toBe('Please enter a number');
    expect(checkObjectNumberEntry('-3')).toEqual({ ok: true, value: -3 });
  });

  it('property: a value on the step grid within the bounds is accepted', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (cents) => {
        expect(checkOptionPriceInput((cents / 100).toFixed(2)).ok).toBe(true);
      }),
    );
    expect(checkNumberInput('7', { max: 5 }).ok).toBe(false);
  });
});

describe('002 §5 disabled dates: one per line, YYYY-MM-DD', () => {
  it('reads one date per line, skipping blank lines and repeats', () => {
    expect(parseDisabledDates('2024-12-25\n\n2024-12-26\r\n2024-12-25')).toEqual({
      dates: ['2024-12-25', '2024-12-26'],
      invalid: [],
    });
    expect(checkDisabledDatesInput(' 2024-12-25 ')).toEqual({ ok: true, value: ['2024-12-25'] });
  });

  it('reports lines that are not real dates', () => {
    expect(parseDisabledDates('2024-12-25\n25/12/2024\n2023-02-29').invalid).toEqual([
      '25/12/2024',
      '2023-02-29',
    ]);
    expect(error(checkDisabledDatesInput('2024-13-01\nx'))).toBe(
      'These lines are not dates written YYYY-MM-DD: 2024-13-01, x',
    );
  });

  it('writes them back one per line', () => {
    expect(formatDisabledDates(['2024-12-25', '2024-12-26'])).toBe('2024-12-25\n2024-12-26');
    expect(isIsoDate('2024-02-29')).toBe(true);
  });
});

describe('002 §5 date formats: YYYY-MM-DD, MM/DD/YYYY, DD/MM/YYYY, DD-MM-YYYY', () => {
  it('knows the four formats', () => {
    expect(['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'DD-MM-YYYY'].every(isDateFormat)).toBe(true);
    expect(isDateFormat('YYYY/MM/DD')).toBe(false);
  });

  it('shows and reads a date in each format', () => {
    const formats = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'DD-MM-YYYY'] as const;
    expect(formats.map((format) => formatDate('2024-12-05', format))).toEqual([
      '2024-12-05',
      '12/05/2024',
      '05/12/2024',
      '05-12-2024',
    ]);
    for (const format of formats)
      expect(parseDate(formatDate('2024-12-05', format), format)).toBe('2024-12-05');
    expect(parseDate('31/02/2024', 'DD/MM/YYYY')).toBeNull();
    expect(parseDate('2024-12-05', 'DD/MM/YYYY')).toBeNull();
  });
});

describe('002 §5 invalid JSON is ignored', () => {
  it('keeps the previous value on invalid JSON', () => {
    expect(parseJsonInput('{"a":', { a: 1 })).toEqual({ a: 1 });
    expect(parseJsonInput('[1,2]', null)).toEqual([1, 2]);
  });

  it('with a guard, keeps the previous value on JSON of the wrong shape', () => {
    expect(parseJsonInput('{"chest":96,"note":"slim"}', {}, isMeasurements)).toEqual({
      chest: 96,
      note: 'slim',
    });
    expect(parseJsonInput('{"chest":[96]}', { chest: 90 }, isMeasurements)).toEqual({ chest: 90 });
    expect(parseJsonInput('[1]', { chest: 90 }, isMeasurements)).toEqual({ chest: 90 });
    expect(parseJsonInput('null', { chest: 90 }, isMeasurements)).toEqual({ chest: 90 });
  });
});

describe('002 §5 object editor rows', () => {
  it('the last row cannot be deleted unless empty rows are allowed', () => {
    expect(canDeleteObjectRow(1, false)).toBe(false);
    expect(canDeleteObjectRow(2, false)).toBe(true);
    expect(canDeleteObjectRow(1, true)).toBe(true);
  });

  it('renders nothing when empty rows are allowed without a default row', () => {
    expect(objectEditorRenders(true, false)).toBe(false);
    expect(objectEditorRenders(true, true)).toBe(true);
    expect(objectEditorRenders(false, false)).toBe(true);
  });
});
