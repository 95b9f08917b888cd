import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availableOrderEvents,
  countsTowardGoal,
  isFinalOrderStatus,
  isOrderStatus,
  ORDER_STATUSES,
  transitionOrder,
  type OrderActor,
  type OrderEvent,
  type OrderKind,
  type OrderState,
} from './order-lifecycle';

const placed = (kind: OrderKind): OrderState => ({ status: 'placed', kind, paymentTaken: false });
const tracking = { carrier: 'SF Express', number: 'SF1234567890' };

/** Applies events in turn, failing the test on the first refusal. */
function run(start: OrderState, steps: readonly [OrderEvent, OrderActor][]): OrderState {
  return steps.reduce((state, [event, actor]) => {
    const result = transitionOrder(state, event, actor);
    if (!result.ok) throw new Error(`${event.type} by ${actor} from ${state.status}: ${result.refusal}`);
    return result.state;
  }, start);
}

describe('an order bought now', () => {
  it('by bank transfer: waits for payment, the shop confirms it, then it is made, shipped and delivered', () => {
    const end = run(placed('instant'), [
      [{ type: 'await_payment' }, 'system'],
      [{ type: 'mark_paid' }, 'producer'],
      [{ type: 'start_production' }, 'producer'],
      [{ type: 'ship', tracking }, 'producer'],
      [{ type: 'deliver' }, 'buyer'],
    ]);
    expect(end).toEqual({ status: 'delivered', kind: 'instant', paymentTaken: true });
  });

  it('by card: captured at once', () => {
    expect(run(placed('instant'), [[{ type: 'mark_paid' }, 'system']]).status).toBe('paid');
  });

  it('cannot wait for a goal: saving a payment method is for pre-orders', () => {
    expect(transitionOrder(placed('instant'), { type: 'save_payment_method' }, 'system')).toEqual({
      ok: false,
      refusal: 'illegal_transition',
    });
  });

  it('is cancelled while unpaid, and refunded (not cancelled) once paid', () => {
    const waiting = run(placed('instant'), [[{ type: 'await_payment' }, 'system']]);
    expect(run(waiting, [[{ type: 'cancel' }, 'buyer']]).status).toBe('cancelled');
    const paid = run(waiting, [[{ type: 'mark_paid' }, 'producer']]);
    expect(transitionOrder(paid, { type: 'cancel' }, 'buyer')).toEqual({
      ok: false,
      refusal: 'illegal_transition',
    });
    expect(run(paid, [[{ type: 'refund' }, 'producer']])).toEqual({
      status: 'refunded',
      kind: 'instant',
      paymentTaken: false,
    });
  });
});

describe('an all-or-nothing pre-order', () => {
  it('with a saved card: nothing is charged until the goal is reached', () => {
    const waiting = run(placed('preorder'), [[{ type: 'save_payment_method' }, 'system']]);
    expect(waiting).toEqual({ status: 'awaiting_goal', kind: 'preorder', paymentTaken: false });
    const reached = run(waiting, [[{ type: 'reach_goal' }, 'system']]);
    expect(reached).toEqual({ status: 'goal_reached', kind: 'preorder', paymentTaken: true });
    expect(run(reached, [[{ type: 'start_production' }, 'system']]).status).toBe('in_production');
  });

  it('with a saved card: a missed goal cancels it and charges nothing', () => {
    const end = run(placed('preorder'), [
      [{ type: 'save_payment_method' }, 'system'],
      [{ type: 'miss_goal' }, 'system'],
    ]);
    expect(end).toEqual({ status: 'cancelled', kind: 'preorder', paymentTaken: false });
  });

  it('paid by transfer: held while it waits for the goal, refunded when the goal is missed', () => {
    const held = run(placed('preorder'), [
      [{ type: 'await_payment' }, 'system'],
      [{ type: 'mark_paid' }, 'producer'],
    ]);
    expect(held).toEqual({ status: 'awaiting_goal', kind: 'preorder', paymentTaken: true });
    expect(run(held, [[{ type: 'miss_goal' }, 'system']]).status).toBe('refunded');
    // Money is held: the buyer cannot just cancel; it is a refund.
    expect(transitionOrder(held, { type: 'cancel' }, 'buyer').ok).toBe(false);
  });

  it('only the server settles a campaign', () => {
    const waiting = run(placed('preorder'), [[{ type: 'save_payment_method' }, 'system']]);
    expect(transitionOrder(waiting, { type: 'reach_goal' }, 'producer')).toEqual({
      ok: false,
      refusal: 'actor_not_allowed',
    });
    expect(transitionOrder(waiting, { type: 'miss_goal' }, 'buyer')).toEqual({
      ok: false,
      refusal: 'actor_not_allowed',
    });
  });
});

describe('refusals', () => {
  it('shipping needs a carrier and a tracking number', () => {
    const making = run(placed('instant'), [
      [{ type: 'mark_paid' }, 'system'],
      [{ type: 'start_production' }, 'producer'],
    ]);
    expect(
      transitionOrder(making, { type: 'ship', tracking: { carrier: 'SF', number: ' ' } }, 'producer'),
    ).toEqual({
      ok: false,
      refusal: 'tracking_required',
    });
    expect(transitionOrder(making, { type: 'ship', tracking }, 'buyer')).toEqual({
      ok: false,
      refusal: 'actor_not_allowed',
    });
  });

  it('a buyer cannot mark their own order paid or put it into production', () => {
    const waiting = run(placed('instant'), [[{ type: 'await_payment' }, 'system']]);
    expect(transitionOrder(waiting, { type: 'mark_paid' }, 'buyer').ok).toBe(false);
    const paid = run(waiting, [[{ type: 'mark_paid' }, 'producer']]);
    expect(transitionOrder(paid, { type: 'start_production' }, 'buyer').ok).toBe(false);
  });
});

const statusArb = fc.constantFrom(...ORDER_STATUSES);
const stateArb = fc.record({
  status: statusArb,
  kind: fc.constantFrom<OrderKind>('instant', 'preorder'),
  paymentTaken: fc.boolean(),
});
const actorArb = fc.constantFrom<OrderActor>('buyer', 'producer', 'system');
const eventArb = fc.oneof(
  fc.constantFrom<OrderEvent>(
    { type: 'await_payment' },
    { type: 'mark_paid' },
    { type: 'save_payment_method' },
    { type: 'reach_goal' },
    { type: 'miss_goal' },
    { type: 'start_production' },
    { type: 'deliver' },
    { type: 'cancel' },
    { type: 'refund' },
  ),
  fc.constant<OrderEvent>({ type: 'ship', tracking }),
);

describe('the machine as a whole', () => {
  it('never leaves a final status, and a refusal changes nothing', () => {
    fc.assert(
      fc.property(stateArb, eventArb, actorArb, (state, event, actor) => {
        const result = transitionOrder(state, event, actor);
        if (isFinalOrderStatus(state.status)) expect(result.ok).toBe(false);
        if (result.ok) expect(result.state.kind).toBe(state.kind);
      }),
    );
  });

  it('offers exactly the events that would be accepted', () => {
    fc.assert(
      fc.property(stateArb, actorArb, eventArb, (state, actor, event) => {
        const offered = availableOrderEvents(state, actor).includes(event.type);
        expect(transitionOrder(state, event, actor).ok).toBe(offered);
      }),
    );
  });

  it('an order that ends early without money held is cancelled; with money held, refunded', () => {
    fc.assert(
      fc.property(stateArb, eventArb, actorArb, (state, event, actor) => {
        const result = transitionOrder(state, event, actor);
        if (!result.ok) return;
        if (result.state.status === 'cancelled') expect(state.paymentTaken).toBe(false);
        if (result.state.status === 'refunded') expect(state.paymentTaken).toBe(true);
      }),
    );
  });

  it('a delivered order can still be refunded (000 §9), but nothing else happens to it', () => {
    const delivered: OrderState = { status: 'delivered', kind: 'instant', paymentTaken: true };
    expect(isFinalOrderStatus('delivered')).toBe(false);
    expect(availableOrderEvents(delivered, 'producer')).toEqual(['refund']);
    expect(availableOrderEvents(delivered, 'buyer')).toEqual([]);
  });

  it('counts towards a goal only what is committed and not ended early', () => {
    expect(ORDER_STATUSES.filter(countsTowardGoal)).toEqual([
      'paid',
      'awaiting_goal',
      'goal_reached',
      'in_production',
      'shipped',
      'delivered',
    ]);
    expect(isOrderStatus('shipped')).toBe(true);
    expect(isOrderStatus('pending')).toBe(false);
  });
});
