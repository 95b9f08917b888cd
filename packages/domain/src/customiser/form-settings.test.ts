import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  checkPriceAdjustmentInput,
  localizedTextIn,
  localizedTextLanguages,
  priceAdjustmentInputText,
  setLocalizedText,
  switchPriceAdjustmentType,
  targetPartMaterialIds,
} from './form-settings';

describe('002 §3 materialSelect options come from the target parts', () => {
  const parts = [
    { value: 'body', materials: ['cotton', 'wool'] },
    { value: 'hood', materials: ['wool', 'leather'] },
    { value: 'cuff', materials: ['rib'] },
  ];
  it('joins the target parts’ allowed materials once each, in order', () => {
    expect(targetPartMaterialIds(parts, ['body', 'hood'])).toEqual(['cotton', 'wool', 'leather']);
    expect(targetPartMaterialIds(parts, [])).toEqual([]);
    expect(targetPartMaterialIds(parts, ['missing'])).toEqual([]);
  });
});

describe('002 §5 price values: currency units typed, cents stored for a fixed amount', () => {
  it('stores a fixed amount in cents and a percentage as typed', () => {
    expect(checkPriceAdjustmentInput('12.34', 'fixed')).toEqual({ ok: true, value: 1234 });
    expect(checkPriceAdjustmentInput('12.5', 'percentage')).toEqual({ ok: true, value: 12.5 });
  });
  it('keeps the input rules: min 0, step 0.01', () => {
    const result = checkPriceAdjustmentInput('-1', 'fixed');
    expect(result.ok ? null : formatMessage(result.message)).toBe('Please enter a value of at least 0');
    const step = checkPriceAdjustmentInput('0.005', 'percentage');
    expect(step.ok ? null : formatMessage(step.message)).toBe('Please enter a multiple of 0.01');
  });
  it('shows a fixed amount in currency units', () => {
    expect(priceAdjustmentInputText({ type: 'fixed', value: 1250 })).toBe('12.5');
    expect(priceAdjustmentInputText({ type: 'percentage', value: 15 })).toBe('15');
  });
  it('keeps the number seen when the type switches', () => {
    expect(switchPriceAdjustmentType({ type: 'percentage', value: 10 }, 'fixed')).toEqual({
      type: 'fixed',
      value: 1000,
    });
    expect(switchPriceAdjustmentType({ type: 'fixed', value: 1050 }, 'percentage')).toEqual({
      type: 'percentage',
      value: 10.5,
    });
    const same = { type: 'fixed', value: 5 } as const;
    expect(switchPriceAdjustmentType(same, 'fixed')).toBe(same);
  });
});

describe('002 §3 multilingual titles', () => {
  it('reads a language; a plain string is English', () => {
    expect(localizedTextIn(undefined, 'en')).toBe('');
    expect(localizedTextIn('Size', 'en')).toBe('Size');
    expect(localizedTextIn('Size', 'zh-TW')).toBe('');
    expect(localizedTextIn({ en: 'Size', 'zh-TW': '尺寸' }, 'zh-TW')).toBe('尺寸');
    expect(localizedTextIn({ en: 'Size' }, 'ja')).toBe('');
  });
  it('sets a language, keeping English and dropping an emptied other language', () => {
    expect(setLocalizedText(undefined, 'zh-TW', '尺寸')).toEqual({ en: '', 'zh-TW': '尺寸' });
    expect(setLocalizedText('Size', 'ja', 'サイズ')).toEqual({ en: 'Size', ja: 'サイズ' });
    expect(setLocalizedText({ 'zh-TW': '尺寸' }, 'en', 'Size')).toEqual({ en: 'Size', 'zh-TW': '尺寸' });
    expect(setLocalizedText({ en: 'Size', ja: 'サイズ' }, 'ja', '')).toEqual({ en: 'Size' });
    expect(setLocalizedText({ en: 'Size' }, 'en', '')).toEqual({ en: '' });
  });
  it('lists the languages held, English first', () => {
    expect(localizedTextLanguages(undefined)).toEqual(['en']);
    expect(localizedTextLanguages('Size')).toEqual(['en']);
    expect(localizedTextLanguages({ ja: 'サイズ', en: 'Size' })).toEqual(['en', 'ja']);
  });
});
