import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { CreationSchema, OrderItemSchema } from './creation';

const minimal = { id: 'c1', userId: 'u1', totalPrice: 0, combination_config: {} };

describe('Creation (000 §3, 001 §3)', () => {
  it('001 §9: a new creation has minimum_order 5, kickstart_periode 0, visibility public', () => {
    expect(parseValid(CreationSchema, minimal)).toMatchObject({
      minimum_order: 5,
      kickstart_periode: 0,
      visibility: 'public',
    });
  });

  it('000 §4: a creation is a draft, not deleted, with no purchase type until stated', () => {
    expect(parseValid(CreationSchema, minimal)).toMatchObject({
      is_draft: true,
      is_deleted: false,
      purchaseType: null,
      name: '',
      description: '',
      tags: [],
      sizing: { blacklist: [] },
      waterflow_config: { media_placement: [] },
    });
  });

  it('000 §3: purchaseType is instant-purchase, retail-preorder, sample or null', () => {
    for (const type of ['instant-purchase', 'retail-preorder', 'sample', null]) {
      expect(rejectedPaths(CreationSchema, { ...fixtures.creation, purchaseType: type })).toEqual([]);
    }
    expect(rejectedPaths(CreationSchema, { ...fixtures.creation, purchaseType: 'rental' })).toEqual([
      'purchaseType',
    ]);
  });

  it('000 §3: visibility is public or private', () => {
    expect(rejectedPaths(CreationSchema, { ...fixtures.creation, visibility: 'draft' })).toEqual([
      'visibility',
    ]);
  });

  it('DECISIONS: totalPrice is non-negative whole cents', () => {
    expect(rejectedPaths(CreationSchema, { ...fixtures.creation, totalPrice: -1 })).toEqual(['totalPrice']);
    expect(rejectedPaths(CreationSchema, { ...fixtures.creation, totalPrice: 562.5 })).toEqual([
      'totalPrice',
    ]);
  });

  it('DECISIONS: the kickstart period ends no earlier than it starts', () => {
    const input = {
      ...fixtures.creation,
      kickstart_start: '2024-10-02T00:00:00Z',
      kickstart_end: '2024-10-01T00:00:00Z',
    };
    expect(rejectedPaths(CreationSchema, input)).toEqual(['kickstart_end']);
  });

  it('DECISIONS: minimum_order does not exceed maximum_order', () => {
    expect(rejectedPaths(CreationSchema, { ...fixtures.creation, minimum_order: 500 })).toEqual([
      'minimum_order',
    ]);
  });

  it('001 §9: kickstart_periode is a non-negative whole number', () => {
    expect(rejectedPaths(CreationSchema, { ...fixtures.creation, kickstart_periode: -1 })).toEqual([
      'kickstart_periode',
    ]);
  });

  it('000 §3: sizing.blacklist lists known sizes', () => {
    expect(rejectedPaths(CreationSchema, { ...fixtures.creation, sizing: { blacklist: ['XXXL'] } })).toEqual([
      'sizing.blacklist[0]',
    ]);
  });

  it('000 §4: an order item carries its orders and a non-negative quantity.amount', () => {
    expect(parseValid(OrderItemSchema, { quantity: { amount: 3 } })).toEqual({
      quantity: { amount: 3 },
      order: [],
    });
    expect(rejectedPaths(OrderItemSchema, { quantity: { amount: -1 } })).toEqual(['quantity.amount']);
  });
});
