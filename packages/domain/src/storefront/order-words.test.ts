import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { orderLoginMessage, productionTimeMessage, sizeOffer } from './order-words';

describe('issue 18 the words of ordering', () => {
  it("000 §8: only a pre-order says 'To preorder, please log in first.'", () => {
    expect(formatMessage(orderLoginMessage('retail-preorder'))).toBe('To preorder, please log in first.');
    expect(formatMessage(orderLoginMessage('instant-purchase'))).toBe('Please log in to order.');
    expect(formatMessage(orderLoginMessage('sample'))).toBe('Please log in to order.');
    expect(formatMessage(orderLoginMessage(null))).toBe('Please log in to order.');
  });

  it('DECISIONS: 000 §9 one production time per purchase type', () => {
    expect(formatMessage(productionTimeMessage('retail-preorder'))).toBe('Made to order: 10-15 working days');
    expect(formatMessage(productionTimeMessage('instant-purchase'))).toBe(
      'Average production: 5-7 working days',
    );
    expect(formatMessage(productionTimeMessage('sample'))).toBe('Average production: 5-7 working days');
    expect(formatMessage(productionTimeMessage(undefined))).toBe('Average production: 5-7 working days');
  });

  it('a single-size item states its size; several are a choice; none is nothing', () => {
    expect(sizeOffer(['M'])).toEqual({ kind: 'single', size: 'M' });
    expect(sizeOffer(['S', 'M'])).toEqual({ kind: 'choice', sizes: ['S', 'M'] });
    expect(sizeOffer([])).toEqual({ kind: 'none' });
  });
});
