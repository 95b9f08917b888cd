import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, transitionOrder, type OrderState, type OrderStatus } from './order-lifecycle';
import { campaignOrdered, hasCampaignEnded, settleCampaign, type CampaignOrder } from './settlement';

const END = '2026-12-01T00:00:00.000Z';
const at = (iso: string) => Date.parse(iso);
const order = (id: string, status: OrderStatus, pieces: number): CampaignOrder => ({ id, status, pieces });

describe('settleCampaign', () => {
  it('does nothing up to and at the deadline itself; settles the moment after', () => {
    const campaign = { kickstartEnd: END, minimum: 2, orders: [order('o1', 'awaiting_goal', 3)] };
    expect(settleCampaign(campaign, at('2026-11-30T23:59:59.999Z')).outcome).toBe('open');
    expect(settleCampaign(campaign, at(END))).toEqual({ outcome: 'open', ordered: 3, actions: [] });
    expect(settleCampaign(campaign, at(END) + 1).outcome).toBe('reached');
  });

  it('a goal reached: every committed order is charged and goes into production; unpaid ones are cancelled', () => {
    const settlement = settleCampaign(
      {
        kickstartEnd: END,
        minimum: 5,
        orders: [
          order('o1', 'awaiting_goal', 3),
          order('o2', 'awaiting_goal', 2),
          order('o3', 'awaiting_payment', 4),
          order('o4', 'cancelled', 9),
        ],
      },
      at(END) + 1,
    );
    expect(settlement.outcome).toBe('reached');
    expect(settlement.ordered).toBe(5);
    expect(settlement.actions).toEqual([
      { orderId: 'o1', events: [{ type: 'reach_goal' }, { type: 'start_production' }] },
      { orderId: 'o2', events: [{ type: 'reach_goal' }, { type: 'start_production' }] },
      { orderId: 'o3', events: [{ type: 'cancel' }] },
    ]);
  });

  it('a goal missed by one piece: every order ends and nothing is charged', () => {
    const settlement = settleCampaign(
      {
        kickstartEnd: END,
        minimum: 6,
        orders: [order('o1', 'awaiting_goal', 3), order('o2', 'awaiting_goal', 2)],
      },
      at(END) + 1,
    );
    expect(settlement.outcome).toBe('missed');
    expect(settlement.actions.map((action) => action.events)).toEqual([
      [{ type: 'miss_goal' }],
      [{ type: 'miss_goal' }],
    ]);
  });

  it('a resumed run keeps the outcome an earlier run decided, whatever the count is now', () => {
    const orders = [
      order('o1', 'in_production', 3),
      order('o2', 'cancelled', 4),
      order('o3', 'awaiting_goal', 1),
    ];
    const resumed = settleCampaign(
      { kickstartEnd: END, minimum: 8, orders, decided: 'reached' },
      at(END) + 1,
    );
    expect(resumed.outcome).toBe('reached');
    expect(resumed.actions).toEqual([
      { orderId: 'o3', events: [{ type: 'reach_goal' }, { type: 'start_production' }] },
    ]);
    const missed = settleCampaign({ kickstartEnd: END, minimum: 1, orders, decided: 'missed' }, at(END) + 1);
    expect(missed.outcome).toBe('missed');
    expect(missed.actions).toEqual([{ orderId: 'o3', events: [{ type: 'miss_goal' }] }]);
  });

  it('a campaign without an end never settles by itself', () => {
    expect(hasCampaignEnded(null, at('2100-01-01T00:00:00Z'))).toBe(false);
    expect(settleCampaign({ kickstartEnd: null, minimum: 1, orders: [] }, Date.now()).outcome).toBe('open');
  });

  it('counts only committed orders', () => {
    expect(
      campaignOrdered([
        order('a', 'awaiting_goal', 2),
        order('b', 'awaiting_payment', 7),
        order('c', 'paid', 1),
      ]),
    ).toBe(3);
  });

  const ordersArb = fc.array(
    fc.record({
      id: fc.uuid(),
      status: fc.constantFrom(...ORDER_STATUSES),
      pieces: fc.integer({ min: 1, max: 150 }),
    }),
    { maxLength: 20 },
  );

  it('every action is legal for the server, and settling the result again does nothing', () => {
    fc.assert(
      fc.property(ordersArb, fc.integer({ min: 1, max: 300 }), fc.boolean(), (orders, minimum, paid) => {
        const campaign = { kickstartEnd: END, minimum, orders };
        const settlement = settleCampaign(campaign, at(END) + 1);
        const after = orders.map((entry) => {
          const action = settlement.actions.find((candidate) => candidate.orderId === entry.id);
          // Money can be held only once the order is past waiting for it.
          const unpaid = entry.status === 'placed' || entry.status === 'awaiting_payment';
          let state: OrderState = { status: entry.status, kind: 'preorder', paymentTaken: paid && !unpaid };
          for (const event of action?.events ?? []) {
            const result = transitionOrder(state, event, 'system');
            expect(result.ok).toBe(true);
            if (result.ok) state = result.state;
          }
          return { ...entry, status: state.status };
        });
        expect(settleCampaign({ ...campaign, orders: after }, at(END) + 2).actions).toEqual([]);
      }),
    );
  });
});
