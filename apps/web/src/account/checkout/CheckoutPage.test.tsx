import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../../api/types';
import { mockApi, renderApp, session } from '../../test/render';
import { CheckoutPage } from '../CheckoutPage';
import { leavePage } from './leavePage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const coat = {
  id: 'ci_1',
  type: 'instant-purchase',
  creation_id: 'cr_coat',
  quantity: { size: 'M', amount: 2 },
  price: 165_000,
  properties: { field_colour: 'red' },
  creationFullSnapshot: {
    combination_config: {
      form: {
        fields: [
          { id: 'field_colour', type: 'option', title: 'Colour', options: [{ id: 'red', label: 'Red' }] },
        ],
      },
    },
  },
  creation: { id: 'cr_coat', name: 'Harbour Coat', totalPrice: 80_000, creation_media: [] },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
} as unknown as CartItem;

const home = {
  id: 'ad_1',
  isDefault: true,
  address: {
    recipient: 'Sam Chan',
    phone: '+852 9123 4567',
    line1: '1 Star Street',
    city: 'Wan Chai',
    country: 'HK',
  },
};

const page = () => (
  <Routes>
    <Route path="/checkout" element={<CheckoutPage />} />
    <Route path="/orders/:orderId" element={<p>Order page</p>} />
  </Routes>
);

const keysSent = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([url, init]) => String(url).endsWith('/api/checkout') && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

describe('CheckoutPage', () => {
  it("shows the server's prices, the answers and 000 §9; a retry reuses the key; success goes to the order", async () => {
    let attempts = 0;
    mockApi({
      '/api/auth/session': { session: session() },
      'GET /api/actions/user/cart': { data: [coat], subtotal: 165_000 },
      'GET /api/me/addresses': { data: [home] },
      'GET /api/checkout/options': { provider: 'manual' },
      'POST /api/checkout': () => {
        attempts += 1;
        if (attempts === 1)
          return new Response(JSON.stringify({ error: { code: 'internal', message: 'Try later' } }), {
            status: 500,
          });
        return new Response(
          JSON.stringify({
            checkout: { id: 'co_1', total: 165_000, currency: 'HKD' },
            orders: [{ id: 'or_1', status: 'awaiting_payment', total: 165_000 }],
            payment: { kind: 'awaiting_payment' },
          }),
          { status: 201 },
        );
      },
    });
    await renderApp(page(), { route: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeTruthy();
    const line = screen.getByTestId('checkout-line');
    expect(within(line).getByText('Harbour Coat')).toBeTruthy();
    expect(within(line).getByText('Colour')).toBeTruthy();
    expect(within(line).getByText('Red')).toBeTruthy();
    expect(screen.getByTestId('checkout-subtotal').textContent).toContain('1,650.00');
    expect(screen.getByText('Prices exclude shipping.')).toBeTruthy();
    expect(screen.getByText(/^Refunds only for damaged or mislabeled items/)).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Sam Chan');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('shopper@atelier.test');
    expect(await screen.findByText('Bank transfer / FPS')).toBeTruthy();
    expect(screen.queryByText('Card (Stripe)')).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /Sam Chan/ }) as HTMLInputElement).checked).toBe(true),
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your order could not be placed: Try later');
    const kept = sessionStorage.getItem('atelier.checkout.idempotencyKey');
    expect(kept).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Order page')).toBeTruthy();
    expect(keysSent()).toEqual([kept, kept]);
    expect(sessionStorage.getItem('atelier.checkout.idempotencyKey')).toBeNull();
    const body = JSON.parse(String(vi.mocked(fetch).mock.calls.at(-1)?.[1]?.body));
    expect(body).toEqual({ addressId: 'ad_1', contact: { name: 'Sam Chan', email: 'shopper@atelier.test' } });
  });

  it("shows the server's field errors at the address form's fields", async () => {
    mockApi({
      '/api/auth/session': { session: session() },
      'GET /api/actions/user/cart': { data: [coat], subtotal: 165_000 },
      'GET /api/me/addresses': { data: [] },
      'GET /api/checkout/options': { provider: 'manual' },
      'POST /api/me/addresses': new Response(
        JSON.stringify({
          error: {
            code: 'invalid_input',
            message: 'The request body is not valid.',
            issues: [{ path: 'address.phone', message: 'A phone number has 6 to 15 digits.' }],
          },
        }),
        { status: 400 },
      ),
    });
    await renderApp(page(), { route: '/checkout' });
    expect(await screen.findByText('No saved addresses yet. Add one to ship your order.')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    await user.type(within(dialog).getByLabelText('Phone'), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    const phone = within(dialog).getByLabelText('Phone');
    await waitFor(() => {
      const described = (phone.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
        'A phone number has 6 to 15 digits.',
      );
    });
  });

  it("warns 'Your cart is empty' with Shop Now", async () => {
    mockApi({
      '/api/auth/session': { session: session() },
      'GET /api/actions/user/cart': { data: [], subtotal: 0 },
    });
    await renderApp(page(), { route: '/checkout' });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/');
  });

  it("with Stripe: offers the card on Stripe's page and goes there with the answer's url", async () => {
    const assign = vi.spyOn(leavePage, 'assign').mockImplementation(() => undefined);
    const url = 'https://checkout.stripe.com/c/pay/cs_test_1';
    mockApi({
      '/api/auth/session': { session: session() },
      'GET /api/actions/user/cart': { data: [coat], subtotal: 165_000 },
      'GET /api/me/addresses': { data: [home] },
      'GET /api/checkout/options': { provider: 'stripe' },
      'POST /api/checkout': new Response(
        JSON.stringify({
          checkout: { id: 'co_1', total: 165_000, currency: 'HKD' },
          orders: [{ id: 'or_1', status: 'placed', total: 165_000 }],
          payment: { kind: 'redirect', url },
        }),
        { status: 201 },
      ),
    });
    await renderApp(page(), { route: '/checkout' });
    expect(await screen.findByText('Card (Stripe)')).toBeTruthy();
    expect(screen.getByText(/taken to Stripe’s secure page to pay by card/)).toBeTruthy();
    expect(screen.queryByText('Bank transfer / FPS')).toBeNull();
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /Sam Chan/ }) as HTMLInputElement).checked).toBe(true),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(screen.getByRole('button', { name: 'Taking you to Stripe…' })).toBeTruthy();
    expect(screen.queryByText('Order page')).toBeNull();
    const body = JSON.parse(String(vi.mocked(fetch).mock.calls.at(-1)?.[1]?.body));
    expect(body).toEqual({ addressId: 'ad_1', contact: { name: 'Sam Chan', email: 'shopper@atelier.test' } });
  });

  it('says when the payment options could not be loaded, and loads them again', async () => {
    let asked = 0;
    mockApi({
      '/api/auth/session': { session: session() },
      'GET /api/actions/user/cart': { data: [coat], subtotal: 165_000 },
      'GET /api/me/addresses': { data: [home] },
      'GET /api/checkout/options': () => {
        asked += 1;
        return asked === 1
          ? new Response(JSON.stringify({ error: { code: 'internal', message: 'Down' } }), { status: 500 })
          : new Response(JSON.stringify({ provider: 'stripe' }), { status: 200 });
      },
    });
    await renderApp(page(), { route: '/checkout' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded.');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Card (Stripe)')).toBeTruthy();
  });
});
