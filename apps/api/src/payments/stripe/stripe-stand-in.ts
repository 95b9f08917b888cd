import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StandInSessions } from './stripe-stand-in-sessions';

/**
 * A stand-in for the Stripe API on loopback, for tests: the real `stripe` SDK talks to it as
 * it would to api.stripe.com. It implements only the endpoints the provider calls, reads
 * form-encoded bodies as Stripe does, answers JSON shaped like Stripe's objects, and honours
 * Idempotency-Key (the same key answers the first answer again, and charges nothing more; the
 * same key with other parameters is refused, as Stripe does).
 *
 * Test cards, as Stripe's test mode names them: `pm_card_visa` (4242), `pm_card_mastercard`
 * (4444), `pm_card_chargeDeclined` (declined at once), `pm_card_chargeCustomerFail` (saved
 * fine, declined when charged), `pm_card_threeDSecure2Required` (needs the buyer).
 */

type Json = Record<string, unknown>;
type Params = Record<string, unknown>;

interface StoredAnswer {
  status: number;
  body: Json;
  params: string;
}

interface Card {
  brand: string;
  last4: string;
  /** Declined when charged: 'now' even when saved, 'charge' only when charged. */
  decline?: 'now' | 'charge';
  threeDSecure?: boolean;
}

const CARDS: Record<string, Card> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', decline: 'now' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', decline: 'charge' },
  pm_card_threeDSecure2Required: { brand: 'visa', last4: '3220', threeDSecure: true },
};

/** Stripe's form encoding (`metadata[order_id]=x`, `expand[0]=y`) back into objects. */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.split('[').map((part) => part.replace(/]$/, ''));
    let node: Params = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return root;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export class StripeStandIn {
  private server: Server | null = null;
  private counter = 0;
  private readonly answers = new Map<string, StoredAnswer>();
  readonly intents = new Map<string, Json>();
  readonly setups = new Map<string, Json>();
  readonly refunds: Json[] = [];
  readonly customers = new Map<string, Json>();
  /** Which customer each payment method is attached to. */
  readonly attached = new Map<string, string>();
  /** Every request, in order: method, path, idempotency key. */
  readonly requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  /** Fail the next `count` requests with this status (500, 429) before doing anything. */
  private failures: { status: number; count: number } = { status: 0, count: 0 };
  /** Do the next POST's work, then drop the connection before answering (a lost answer). */
  private dropAnswers = 0;
  url = '';
  /** Hosted Checkout sessions (`/v1/checkout/sessions`, the page at `/pay/{id}`). */
  readonly checkout: StandInSessions = new StandInSessions(this);

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  failNext(status: number, count = 1): void {
    this.failures = { status, count };
  }

  dropNextAnswers(count = 1): void {
    this.dropAnswers += count;
  }

  /** Money taken: succeeded intents (captured at once or later). */
  get charges(): Json[] {
    return [...this.intents.values()].filter((intent) => intent.status === 'succeeded');
  }

  newId(prefix: string): string {
    return this.id(prefix);
  }

  private id(prefix: string): string {
    this.counter += 1;
    return `${prefix}_standin${this.counter.toString().padStart(6, '0')}`;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = request.method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
    const key = text(request.headers['idempotency-key']);
    this.requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey: key });
    const send = (answer: { status: number; body: Json }) => {
      if (this.dropAnswers > 0 && request.method === 'POST') {
        this.dropAnswers -= 1;
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': `req_${this.counter}`,
        // The SDK must not retry on its own: the tests decide what is retried, and when.
        'stripe-should-retry': 'false',
      });
      response.end(JSON.stringify(answer.body));
    };
    // The hosted page is the buyer's, in a browser: no API key.
    if (request.method === 'GET' && url.pathname.startsWith('/pay/')) {
      const page = this.checkout.page(url.pathname.slice('/pay/'.length));
      response.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page.html);
      return;
    }
    if (request.headers.authorization !== 'Bearer sk_test_standin') {
      return send(this.error(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided.'));
    }
    if (this.failures.count > 0) {
      this.failures.count -= 1;
      const status = this.failures.status;
      return send(
        status === 429
          ? this.error(429, 'invalid_request_error', 'rate_limit', 'Too many requests.')
          : this.error(status, 'api_error', 'api_error', 'Something went wrong on our end.'),
      );
    }
    const scope = `${request.method} ${url.pathname} ${key ?? ''}`;
    const stored = key ? this.answers.get(scope) : undefined;
    if (stored) {
      if (stored.params !== body) {
        return send(
          this.error(
            400,
            'idempotency_error',
            'idempotency_key_in_use',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          ),
        );
      }
      return send({ status: stored.status, body: stored.body });
    }
    const answer = this.route(request.method ?? 'GET', url.pathname, parseForm(body));
    // Stripe keeps every answer of a keyed POST, errors included, except its own 5xx.
    if (key && request.method === 'POST' && answer.status < 500)
      this.answers.set(scope, { ...answer, params: body });
    send(answer);
  }

  error(status: number, type: string, code: string, message: string, extra: Json = {}) {
    return { status, body: { error: { type, code, message, ...extra } } };
  }

  private route(method: string, path: string, params: Params): { status: number; body: Json } {
    const segments = path.split('/').filter(Boolean);
    if (segments[0] !== 'v1')
      return this.error(404, 'invalid_request_error', 'resource_missing', 'Unrecognized request URL.');
    const [, resource, id, action] = segments;
    if (method === 'POST' && resource === 'customers' && !id) return this.createCustomer(params);
    if (method === 'POST' && resource === 'setup_intents' && !id) return this.createSetupIntent(params);
    if (method === 'POST' && resource === 'payment_intents' && !id) return this.createPaymentIntent(params);
    if (method === 'GET' && resource === 'payment_intents' && !id) return this.listPaymentIntents(params);
    if (method === 'POST' && resource === 'payment_intents' && id && action === 'capture')
      return this.capture(id);
    if (method === 'POST' && resource === 'payment_intents' && id && action === 'cancel')
      return this.cancel(id);
    if (method === 'POST' && resource === 'refunds' && !id) return this.createRefund(params);
    if (resource === 'checkout' && id === 'sessions' && !action && method === 'POST')
      return this.checkout.create(params);
    if (resource === 'checkout' && id === 'sessions' && action && method === 'GET')
      return this.checkout.read(action);
    if (method === 'GET' && resource === 'setup_intents' && id) return this.readSetupIntent(id, params);
    if (method === 'GET' && resource === 'payment_methods' && id) {
      const found = this.paymentMethod(id);
      return found ? { status: 200, body: found } : this.noSuchMethod(id);
    }
    return this.error(
      404,
      'invalid_request_error',
      'resource_missing',
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }

  private readSetupIntent(id: string, params: Params) {
    const setup = this.setups.get(id);
    if (!setup)
      return this.error(404, 'invalid_request_error', 'resource_missing', `No such setupintent: '${id}'`);
    const expand = Object.values((params.expand ?? {}) as Params);
    const method = text(setup.payment_method);
    return {
      status: 200,
      body:
        expand.includes('payment_method') && method
          ? { ...setup, payment_method: this.paymentMethod(method) }
          : setup,
    };
  }

  private paymentMethod(id: string): Json | null {
    const card = CARDS[id];
    if (!card) return null;
    return {
      id,
      object: 'payment_method',
      type: 'card',
      card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034, country: 'HK' },
      customer: this.attached.get(id) ?? null,
      livemode: false,
    };
  }

  private noSuchMethod(id: string | null) {
    return this.error(400, 'invalid_request_error', 'resource_missing', `No such PaymentMethod: '${id}'`, {
      param: 'payment_method',
    });
  }

  private declined(extra: Json) {
    return this.error(402, 'card_error', 'card_declined', 'Your card was declined.', {
      decline_code: 'generic_decline',
      ...extra,
    });
  }

  private createCustomer(params: Params) {
    const customer = {
      id: this.id('cus'),
      object: 'customer',
      email: params.email ?? null,
      metadata: params.metadata ?? {},
    };
    this.customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }

  private createSetupIntent(params: Params) {
    const method = text(params.payment_method);
    const customer = text(params.customer);
    const card = method ? CARDS[method] : undefined;
    if (!method || !card) return this.noSuchMethod(method);
    if (customer && !this.customers.has(customer)) {
      return this.error(400, 'invalid_request_error', 'resource_missing', `No such customer: '${customer}'`);
    }
    const id = this.id('seti');
    const setup: Json = {
      id,
      object: 'setup_intent',
      customer,
      usage: params.usage ?? 'off_session',
      metadata: params.metadata ?? {},
      client_secret: `${id}_secret_standin`,
      payment_method: method,
      last_setup_error: null,
      status: card.threeDSecure ? 'requires_action' : 'succeeded',
    };
    if (card.decline === 'now') {
      return this.declined({ setup_intent: { ...setup, status: 'requires_payment_method' } });
    }
    this.setups.set(id, { ...setup });
    // Attached once set up (a card needing 3-D Secure is attached when the buyer passes it).
    if (customer) this.attached.set(method, customer);
    const expand = Object.values((params.expand ?? {}) as Params);
    if (expand.includes('payment_method')) setup.payment_method = this.paymentMethod(method);
    return { status: 200, body: setup };
  }

  private createPaymentIntent(params: Params) {
    const method = text(params.payment_method);
    const customer = text(params.customer);
    const card = method ? CARDS[method] : undefined;
    if (!method || !card) return this.noSuchMethod(method);
    const offSession = params.off_session === 'true';
    if (offSession && (!customer || this.attached.get(method) !== customer)) {
      return this.error(
        400,
        'invalid_request_error',
        'payment_method_not_attached',
        'The PaymentMethod must be attached to the customer to be used off-session.',
      );
    }
    const manual = params.capture_method === 'manual';
    const id = this.id('pi');
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      amount_received: 0,
      currency: params.currency,
      customer,
      payment_method: method,
      capture_method: manual ? 'manual' : 'automatic',
      metadata: params.metadata ?? {},
      client_secret: `${id}_secret_standin`,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      status: 'requires_confirmation',
    };
    this.intents.set(id, intent);
    if (params.confirm !== 'true') return { status: 200, body: intent };
    if (card.decline) {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
      };
      return this.declined({ payment_intent: intent });
    }
    if (card.threeDSecure) {
      // Off-session, nobody is there to authenticate: Stripe declines with authentication_required.
      if (offSession) {
        intent.status = 'requires_payment_method';
        return this.error(
          402,
          'card_error',
          'authentication_required',
          'Your card requires authentication.',
          {
            payment_intent: intent,
          },
        );
      }
      intent.status = 'requires_action';
      return { status: 200, body: intent };
    }
    if (manual) intent.status = 'requires_capture';
    else this.succeed(intent);
    return { status: 200, body: intent };
  }

  private succeed(intent: Json): void {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = this.id('ch');
  }

  private listPaymentIntents(params: Params) {
    const customer = text(params.customer);
    const data = [...this.intents.values()]
      .filter((intent) => !customer || intent.customer === customer)
      .reverse();
    return { status: 200, body: { object: 'list', url: '/v1/payment_intents', has_more: false, data } };
  }

  private unexpected(intent: Json, action: string) {
    return this.error(
      400,
      'invalid_request_error',
      'payment_intent_unexpected_state',
      `This PaymentIntent could not be ${action} because it has a status of ${String(intent.status)}.`,
      { payment_intent: intent },
    );
  }

  private capture(id: string) {
    const intent = this.intents.get(id);
    if (!intent)
      return this.error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${id}'`);
    if (intent.status !== 'requires_capture') return this.unexpected(intent, 'captured');
    this.succeed(intent);
    return { status: 200, body: intent };
  }

  private cancel(id: string) {
    const intent = this.intents.get(id);
    if (!intent)
      return this.error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${id}'`);
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return this.unexpected(intent, 'canceled');
    intent.status = 'canceled';
    return { status: 200, body: intent };
  }

  private createRefund(params: Params) {
    const id = text(params.payment_intent);
    const intent = id ? this.intents.get(id) : undefined;
    if (!intent)
      return this.error(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${id}'`);
    if (intent.status !== 'succeeded') {
      return this.error(
        400,
        'invalid_request_error',
        'charge_not_captured',
        'This PaymentIntent has no captured charge to refund.',
      );
    }
    const refunded = this.refunds
      .filter((refund) => refund.payment_intent === id)
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    if (refunded >= Number(intent.amount)) {
      return this.error(
        400,
        'invalid_request_error',
        'charge_already_refunded',
        'This charge has already been refunded.',
      );
    }
    // A part of the payment when asked (one payment of a hosted Checkout pays several orders).
    const left = Number(intent.amount) - refunded;
    const refund = {
      id: this.id('re'),
      object: 'refund',
      amount: params.amount === undefined ? left : Math.min(Number(params.amount), left),
      currency: intent.currency,
      payment_intent: id,
      charge: intent.latest_charge,
      metadata: params.metadata ?? {},
      status: 'succeeded',
      failure_reason: null,
    };
    this.refunds.push(refund);
    return { status: 200, body: refund };
  }
}
