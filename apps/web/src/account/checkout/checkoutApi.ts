import type { ShippingAddressInput } from '@atelier/schema';
import { ApiError } from '../../api/http';

/**
 * The checkout's calls (issue 16): the address book and placing the order. Plain same-origin
 * fetch, because a refusal's field issues (`error.issues[].path`) are shown at their fields.
 */

export interface FieldIssue {
  path: string;
  message: string;
}

/** An API refusal with its field issues. */
export class CheckoutApiError extends ApiError {
  readonly issues: FieldIssue[];
  constructor(status: number, code: string, message: string, issues: FieldIssue[]) {
    super(status, code, message);
    this.issues = issues;
  }
}

export interface SavedAddress {
  id: string;
  address: ShippingAddressInput;
  isDefault: boolean;
}

export interface PlacedCheckout {
  checkout: { id: string; total: number; currency: string };
  orders: { id: string; status: string; total: number }[];
  payment: {
    kind: string;
    instructions?: { fpsId: string; bankAccount: string; reference: string };
    /** `redirect`: Stripe's hosted Checkout, where the buyer pays or saves the card. */
    url?: string;
  };
}

/** How the shop takes payment: bank transfer / FPS, or cards on Stripe's hosted page. */
export type CheckoutProvider = 'manual' | 'stripe';

/** The query key of GET /api/checkout/options. */
export const CHECKOUT_OPTIONS_KEY = ['checkout', 'options'] as const;

async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json: { error?: { code?: string; message?: string; issues?: FieldIssue[] } } & T;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    json = {} as typeof json;
  }
  if (!response.ok)
    throw new CheckoutApiError(
      response.status,
      json.error?.code ?? 'http_error',
      json.error?.message ?? response.statusText,
      json.error?.issues ?? [],
    );
  return json as T;
}

export const checkoutApi = {
  options: () => call<{ provider: CheckoutProvider }>('GET', '/api/checkout/options'),
  addresses: () => call<{ data: SavedAddress[] }>('GET', '/api/me/addresses').then((answer) => answer.data),
  addAddress: (address: ShippingAddressInput, isDefault: boolean) =>
    call<{ data: SavedAddress }>('POST', '/api/me/addresses', { address, isDefault }).then((a) => a.data),
  editAddress: (id: string, address: ShippingAddressInput, isDefault: boolean) =>
    call<{ data: SavedAddress }>('PUT', `/api/me/addresses/${encodeURIComponent(id)}`, {
      address,
      isDefault,
    }).then((a) => a.data),
  deleteAddress: (id: string) => call<{ ok: true }>('DELETE', `/api/me/addresses/${encodeURIComponent(id)}`),
  placeOrder: (
    key: string,
    body: { addressId: string; contact: { name: string; email: string; phone?: string } },
  ) => call<PlacedCheckout>('POST', '/api/checkout', body, { 'Idempotency-Key': key }),
};

/** The issues of one form, keyed by field name (`address.city` becomes `city`). */
export const issuesByField = (issues: readonly FieldIssue[], prefix: string): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    if (!issue.path.startsWith(prefix)) continue;
    const field = issue.path.slice(prefix.length);
    out[field] ??= issue.message;
  }
  return out;
};
