import type { Creation, OrderItem } from '@atelier/schema';
import { MS_PER_DAY, fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  PREORDER_STATUS_MESSAGES,
  DEFAULT_PREORDER_DAYS,
  isCountedOrderItem,
  orderedCount,
  preorderBarPercent,
  preorderButton,
  preorderDaysRemaining,
  preorderPercent,
  preorderSettlement,
  preorderStatus,
} from './preorder';

const END = '2024-10-01T00:00:00.000Z';
const endMs = Date.parse(END);
const before = (days: number) => endMs - days * MS_PER_DAY;

const item = (amount: number, statuses: string[]): OrderItem => ({
  quantity: { amount },
  order: statuses.map((status) => ({ status })),
});

const preorder = (ordered: number, changes: Partial<Creation> = {}): Creation => ({
  ...fixtures.creation,
  purchaseType: 'retail-preorder',
  kickstart_end: END,
  minimum_order: 5,
  order_items: ordered > 0 ? [item(ordered, ['paid'])] : [],
  ...changes,
});

const text = (creation: Creation, now: number) => formatMessage(preorderStatus(creation, now).message);

describe('000 §4 ordered count', () => {
  it('sums amounts of items whose first order exists and is not pending', () => {
    const items = [item(2, ['paid']), item(3, ['pending']), item(4, []), item(5, ['shipped', 'pending'])];
    expect(orderedCount(items)).toBe(7);
  });

  it('counts an item whose first order is not pending even if a later one is', () => {
    expect(isCountedOrderItem(item(1, ['paid', 'pending']))).toBe(true);
    expect(isCountedOrderItem(item(1, ['pending', 'paid']))).toBe(false);
  });

  it('is 0 without order items', () => {
    expect(orderedCount(undefined)).toBe(0);
    expect(orderedCount([])).toBe(0);
  });
});

describe('000 §4 days remaining', () => {
  it('defaults to 31 days without kickstart_end', () => {
    expect(DEFAULT_PREORDER_DAYS).toBe(31);
    expect(preorderDaysRemaining(undefined, 0)).toBe(31);
    expect(preorderDaysRemaining(null, 0)).toBe(31);
  });

  it('counts whole days from kickstart_end, 0 or more while open, below 0 after', () => {
    expect(preorderDaysRemaining(END, before(10))).toBe(10);
    expect(preorderDaysRemaining(END, endMs - 3600_000)).toBe(1);
    expect(preorderDaysRemaining(END, endMs)).toBe(0);
    expect(preorderDaysRemaining(END, endMs + 3600_000)).toBe(-1);
    expect(preorderDaysRemaining(END, new Date(endMs + 2 * MS_PER_DAY))).toBe(-2);
  });
});

describe('000 §4 pre-order status messages', () => {
  it("days below 0 and ordered below minimum: 'Not enough pre orders'", () => {
    expect(text(preorder(4), endMs + MS_PER_DAY)).toBe('Not enough pre orders');
  });

  it("days 0 or more and ordered at or above minimum: 'Pre order goal reached'", () => {
    expect(text(preorder(5), before(3))).toBe('Pre order goal reached');
    expect(text(preorder(9), endMs)).toBe('Pre order goal reached');
  });

  it("days 0 or more and ordered below minimum: 'Pre order in progress'", () => {
    expect(text(preorder(4), before(3))).toBe('Pre order in progress');
  });

  it("days below 0 otherwise: 'Pre order ended'", () => {
    expect(text(preorder(5), endMs + MS_PER_DAY)).toBe('Pre order ended');
  });

  it("instant purchase or null: 'Available for purchase now'", () => {
    expect(text(preorder(0, { purchaseType: 'instant-purchase' }), endMs + MS_PER_DAY)).toBe(
      'Available for purchase now',
    );
    expect(text(preorder(0, { purchaseType: null }), before(1))).toBe('Available for purchase now');
  });

  it('a sample creation has a pre-order status too (purchaseType other than instant or null)', () => {
    expect(preorderStatus(preorder(1, { purchaseType: 'sample' }), before(1)).kind).toBe('inProgress');
  });

  it('uses the default 31 days without kickstart_end (open)', () => {
    expect(preorderStatus(preorder(1, { kickstart_end: undefined }), endMs).daysRemaining).toBe(31);
  });

  it('reads the fixture creation (2 ordered of 5, before its end) as in progress', () => {
    expect(preorderStatus(fixtures.creation, Date.parse('2024-06-01T00:00:00Z'))).toMatchObject({
      kind: 'inProgress',
      ordered: 2,
      minimum: 5,
      percent: 40,
      barPercent: 40,
    });
  });
});

describe('000 §4 percent and bar', () => {
  it('is ordered / minimum x 100 rounded, the bar capped at 100', () => {
    expect(preorderPercent(2, 3)).toBe(67);
    expect(preorderPercent(12, 5)).toBe(240);
    expect(preorderBarPercent(12, 5)).toBe(100);
    expect(preorderPercent(3, 0)).toBe(100);
  });

  it('property: the bar lies in 0..100 and never exceeds the percent', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 1000 }), (ordered, minimum) => {
        const bar = preorderBarPercent(ordered, minimum);
        expect(bar).toBeGreaterThanOrEqual(0);
        expect(bar).toBeLessThanOrEqual(100);
        expect(bar).toBeLessThanOrEqual(preorderPercent(ordered, minimum));
      }),
    );
  });

  it('property: exactly one status holds for any count and time', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.integer({ min: -40, max: 40 }), (ordered, days) => {
        const status = preorderStatus(preorder(ordered), before(days));
        const open = days >= 0;
        const reached = ordered >= 5;
        const expected =
          !open && !reached ? 'notEnough' : open && reached ? 'goalReached' : open ? 'inProgress' : 'ended';
        expect(status.kind).toBe(expected);
      }),
    );
  });
});

describe('000 §4 retail pre-order button', () => {
  it("shows 'Preorder now' while open", () => {
    const button = preorderButton(preorderStatus(preorder(1), before(1)));
    expect(formatMessage(button.label)).toBe('Preorder now');
    expect(button.disabled).toBe(false);
  });

  it("shows a disabled 'Preorder already end' after the end", () => {
    const button = preorderButton(preorderStatus(preorder(1), endMs + MS_PER_DAY));
    expect(formatMessage(button.label)).toBe('Preorder already end');
    expect(button.disabled).toBe(true);
  });
});

describe('000 §4 settlement at the deadline', () => {
  it('cancels and refunds when the goal is not reached', () => {
    expect(preorderSettlement(preorderStatus(preorder(4), endMs + MS_PER_DAY))).toBe('cancelAndRefund');
  });

  it('starts production when the goal is reached', () => {
    expect(preorderSettlement(preorderStatus(preorder(5), endMs + MS_PER_DAY))).toBe('startProduction');
  });

  it('stays open before the deadline; instant purchase is not a pre-order', () => {
    expect(preorderSettlement(preorderStatus(preorder(5), before(1)))).toBe('open');
    expect(preorderSettlement(preorderStatus(preorder(5, { purchaseType: null }), before(1)))).toBe(
      'notPreorder',
    );
  });
});

describe('000 §4 status kinds to messages (for hosts that only receive a kind)', () => {
  it('maps every kind to the text of the specification, verbatim', () => {
    expect(
      Object.fromEntries(
        Object.entries(PREORDER_STATUS_MESSAGES).map(([kind, key]) => [kind, formatMessage({ key })]),
      ),
    ).toEqual({
      available: 'Available for purchase now',
      notEnough: 'Not enough pre orders',
      goalReached: 'Pre order goal reached',
      inProgress: 'Pre order in progress',
      ended: 'Pre order ended',
    });
  });
});
