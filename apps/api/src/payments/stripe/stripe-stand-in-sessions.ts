/**
 * Stripe's hosted Checkout on the tests' stand-in (see stripe-stand-in.ts): sessions made by
 * `POST /v1/checkout/sessions`, read back by id, and what the buyer does on the hosted page,
 * which tests play with `complete` (pay, or save the card) and `expire`.
 */

type Json = Record<string, unknown>;
type Params = Record<string, unknown>;
type Answer = { status: number; body: Json };

/** What the sessions need of the stand-in: its ids, intents, set-up cards and customers. */
export interface SessionHost {
  url: string;
  newId(prefix: string): string;
  readonly intents: Map<string, Json>;
  readonly setups: Map<string, Json>;
  readonly customers: Map<string, Json>;
  readonly attached: Map<string, string>;
  error(status: number, type: string, code: string, message: string): Answer;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const list = (value: unknown): Params[] => Object.values((value ?? {}) as Params) as Params[];

export class StandInSessions {
  readonly sessions = new Map<string, Json>();

  constructor(private readonly host: SessionHost) {}

  create(params: Params): Answer {
    const mode = text(params.mode);
    const invalid = (message: string) =>
      this.host.error(400, 'invalid_request_error', 'parameter_invalid', message);
    if (mode !== 'payment' && mode !== 'setup') return invalid('mode must be payment or setup.');
    if (!text(params.success_url)) return invalid('Missing required param: success_url.');
    const customer = text(params.customer);
    if (customer && !this.host.customers.has(customer))
      return this.host.error(
        400,
        'invalid_request_error',
        'resource_missing',
        `No such customer: '${customer}'`,
      );
    const items = list(params.line_items);
    if (mode === 'payment' && items.length === 0) return invalid('line_items are required in payment mode.');
    if (mode === 'setup' && !text(params.currency)) return invalid('currency is required in setup mode.');
    const amount = items.reduce((sum, item) => {
      const price = (item.price_data ?? {}) as Params;
      return sum + Number(price.unit_amount) * Number(item.quantity ?? 1);
    }, 0);
    const currency = text(params.currency) ?? text(((items[0]?.price_data ?? {}) as Params).currency);
    const id = this.host.newId('cs_test');
    const session: Json = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      amount_total: mode === 'payment' ? amount : null,
      currency,
      customer,
      customer_email: params.customer_email ?? null,
      metadata: params.metadata ?? {},
      line_items: items,
      payment_intent_data: params.payment_intent_data ?? null,
      setup_intent_data: params.setup_intent_data ?? null,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? null,
      payment_intent: null,
      setup_intent: null,
      url: `${this.host.url}/pay/${id}`,
      livemode: false,
    };
    this.sessions.set(id, session);
    return { status: 200, body: session };
  }

  read(id: string): Answer {
    const session = this.sessions.get(id);
    return session
      ? { status: 200, body: session }
      : this.host.error(
          404,
          'invalid_request_error',
          'resource_missing',
          `No such checkout.session: '${id}'`,
        );
  }

  /** The buyer enters `method` on the hosted page: paid (payment) or the card saved (setup). */
  complete(id: string, method = 'pm_card_visa'): Json {
    const session = this.sessions.get(id);
    if (!session || session.status !== 'open') throw new Error(`session ${id} is not open`);
    const metadata = (key: string) => ((session[key] ?? {}) as Params).metadata ?? {};
    if (session.mode === 'payment') {
      const intent = this.host.newId('pi');
      this.host.intents.set(intent, {
        id: intent,
        object: 'payment_intent',
        amount: session.amount_total,
        amount_received: session.amount_total,
        currency: session.currency,
        customer: null,
        payment_method: method,
        capture_method: 'automatic',
        metadata: metadata('payment_intent_data'),
        status: 'succeeded',
        latest_charge: this.host.newId('ch'),
      });
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent });
    } else {
      const setup = this.host.newId('seti');
      const customer = text(session.customer);
      this.host.setups.set(setup, {
        id: setup,
        object: 'setup_intent',
        customer,
        usage: 'off_session',
        metadata: metadata('setup_intent_data'),
        payment_method: method,
        status: 'succeeded',
      });
      if (customer) this.host.attached.set(method, customer);
      Object.assign(session, { status: 'complete', setup_intent: setup });
    }
    return { ...session };
  }

  /** The session's 24 hours are over without the buyer paying. */
  expire(id: string): Json {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    session.status = 'expired';
    return { ...session };
  }

  /** The hosted page itself: enough for a browser to land somewhere real. */
  page(id: string): { status: number; html: string } {
    const session = this.sessions.get(id);
    if (!session)
      return { status: 404, html: '<!doctype html><title>Not found</title><p>No such session.</p>' };
    const amount = session.amount_total === null ? 'Save your card' : `Pay ${String(session.amount_total)}`;
    return {
      status: 200,
      html: `<!doctype html><html lang="en"><title>Stripe Checkout (stand-in)</title><h1>${amount} ${String(
        session.currency ?? '',
      ).toUpperCase()}</h1><p>Session ${id}</p></html>`,
    };
  }
}
