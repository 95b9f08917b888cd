import { describe, expect, it } from 'vitest';
import { isListedForViewer, isOrderableByShoppers, SAMPLE_PURCHASE_TYPE } from './sample-listing';

describe('sample creations in lists', () => {
  const sample = { purchaseType: SAMPLE_PURCHASE_TYPE, userId: 'u_creator' };

  it('lists a sample only for its creator', () => {
    expect(isListedForViewer(sample, 'u_creator')).toBe(true);
    expect(isListedForViewer(sample, 'u_shopper')).toBe(false);
    expect(isListedForViewer(sample, null)).toBe(false);
  });

  it.each(['instant-purchase', 'retail-preorder', null, undefined])(
    'lists a %s creation for everyone',
    (type) => {
      expect(isListedForViewer({ purchaseType: type, userId: 'u_creator' }, null)).toBe(true);
      expect(isListedForViewer({ purchaseType: type, userId: 'u_creator' }, 'u_shopper')).toBe(true);
    },
  );

  it('lets shoppers order everything but a sample', () => {
    expect(isOrderableByShoppers('sample')).toBe(false);
    expect(isOrderableByShoppers('instant-purchase')).toBe(true);
    expect(isOrderableByShoppers('retail-preorder')).toBe(true);
    expect(isOrderableByShoppers(null)).toBe(true);
  });
});
