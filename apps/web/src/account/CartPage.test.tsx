import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '../api/types';
import { mockApi, renderApp, session } from '../test/render';
import { CartPage } from './CartPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (
  id: string,
  name: string,
  quantity: CartItem['quantity'],
  price: number,
  type = 'instant-purchase',
) =>
  ({
    id,
    type,
    creation_id: `cr_${id}`,
    quantity,
    price,
    available: true,
    priceChanged: null,
    creation: { id: `cr_${id}`, name, totalPrice: price, creation_media: [{ url: 'x.png' }] },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  }) as CartItem;

const tee = line('1', 'Peak Dawn Tee', { size: 'L', amount: 2 }, 88_000);
const sample = line(
  '2',
  'Monsoon Echo Tote',
  [
    { size: 'S', amount: 1 },
    { size: 'L', amount: 2 },
  ],
  36_000,
  'sample',
);

/** A cart the handlers change, as the server would, so refreshes show the new state. */
function cartServer(initial: CartItem[], status = 200) {
  let items = [...initial];
  const calls = mockApi({
    '/api/auth/session': { session: session() },
    'GET /api/actions/user/cart': () => ({ data: items, subtotal: items.reduce((s, i) => s + i.price, 0) }),
    'POST /api/actions/user/cart': (_url: URL, init: RequestInit | undefined) => {
      if (status !== 200)
        return new Response(JSON.stringify({ error: { code: 'x', message: 'no' } }), { status });
      const body = JSON.parse(String(init?.body));
      items = items.map((item) =>
        item.id === body.id
          ? ({
              ...item,
              quantity: Array.isArray(body.data.quantity)
                ? body.data.quantity
                : { ...(item.quantity as object), amount: body.data.quantity.amount },
            } as CartItem)
          : item,
      );
      return { data: items.find((item) => item.id === body.id) };
    },
    'DELETE /api/actions/user/cart': (_url: URL, init: RequestInit | undefined) => {
      if (status !== 200)
        return new Response(JSON.stringify({ error: { code: 'x', message: 'no' } }), { status });
      const body = JSON.parse(String(init?.body));
      items = items.filter((item) => item.id !== body.id);
      return { ok: true };
    },
  });
  return calls;
}

/** A cart answered as the server does: the subtotal counts only the lines still on sale. */
function heldCartServer(initial: CartItem[]) {
  let items = [...initial];
  const calls = mockApi({
    '/api/auth/session': { session: session() },
    'GET /api/actions/user/cart': () => ({
      data: items,
      subtotal: items.reduce((s, i) => (i.available ? s + i.price : s), 0),
    }),
    'DELETE /api/actions/user/cart': (_url: URL, init: RequestInit | undefined) => {
      const body = JSON.parse(String(init?.body));
      items = items.filter((item) => item.id !== body.id);
      return { ok: true };
    },
  });
  return calls;
}

const lineOf = async (name: string) =>
  (await screen.findAllByTestId('cart-line')).find((element) => element.textContent?.includes(name))!;

describe('CartPage', () => {
  it("shows each line with its link, size, the server's price and the subtotal", async () => {
    cartServer([tee, sample]);
    await renderApp(<CartPage />, { route: '/cart' });
    const teeLine = await lineOf('Peak Dawn Tee');
    expect(within(teeLine).getByRole('link', { name: 'Peak Dawn Tee' }).getAttribute('href')).toBe(
      '/cart?items=cr_1',
    );
    expect(within(teeLine).getByText('Size: L')).toBeTruthy();
    expect(within(teeLine).getByRole('spinbutton', { name: 'Quantity of Peak Dawn Tee' })).toHaveProperty(
      'value',
      '2',
    );
    expect(within(teeLine).getByText('HK$ 880.00')).toBeTruthy();
    const sampleLine = await lineOf('Monsoon Echo Tote');
    expect(within(sampleLine).getByText('S × 1, L × 2')).toBeTruthy();
    expect(within(sampleLine).getByText('Quantity: 3')).toBeTruthy();
    expect(within(sampleLine).queryByRole('spinbutton')).toBeNull();
    expect(screen.getByText('HK$ 1,240.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order Now' }).getAttribute('href')).toBe('/checkout');
  });

  it("edits a single-size line's amount: 'Item edited', the list refreshed", async () => {
    const calls = cartServer([tee]);
    await renderApp(<CartPage />, { route: '/cart' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More Quantity of Peak Dawn Tee' }));
    expect(await screen.findByText('Item edited')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: '1',
      data: { quantity: { amount: 3 } },
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path.endsWith('/cart'))).toHaveLength(2),
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Peak Dawn Tee' })).toHaveProperty(
      'value',
      '3',
    );
  });

  it('keeps the quantity control within 1 to 10', async () => {
    cartServer([
      line('3', 'Max Tee', { size: 'M', amount: 10 }, 1),
      line('4', 'Min Tee', { size: 'M', amount: 1 }, 1),
    ]);
    await renderApp(<CartPage />, { route: '/cart' });
    expect(
      (await screen.findByRole('button', { name: 'More Quantity of Max Tee' })).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Less Quantity of Min Tee' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it("deletes a line: 'Item deleted', then the empty cart", async () => {
    const calls = cartServer([tee]);
    await renderApp(<CartPage />, { route: '/cart' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Peak Dawn Tee from the cart' }));
    expect(await screen.findByText('Item deleted')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: '1' });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/');
  });

  it('on a failed edit or delete shows nothing, logs, and refreshes the list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = cartServer([tee], 500);
    await renderApp(<CartPage />, { route: '/cart' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Peak Dawn Tee from the cart' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Deleting the cart item failed', expect.anything()),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.path.endsWith('/cart'))).toHaveLength(2),
    );
    expect(screen.queryByText('Item deleted')).toBeNull();
    expect(await lineOf('Peak Dawn Tee')).toBeTruthy();
  });

  it("edits a sample's sizes in the size editor (0 to 150, total above zero)", async () => {
    const calls = cartServer([sample]);
    await renderApp(<CartPage />, { route: '/cart' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit sizes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sizes of Monsoon Echo Tote' });
    await user.click(within(dialog).getByRole('button', { name: 'Less S' }));
    await user.click(within(dialog).getByRole('button', { name: 'Less L' }));
    await user.click(within(dialog).getByRole('button', { name: 'Less L' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select at least one size.');
    expect(within(dialog).getByRole('button', { name: 'Save sizes' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'More L' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save sizes' }));
    expect(await screen.findByText('Item edited')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      id: '2',
      data: {
        quantity: [
          { size: 'S', amount: 0 },
          { size: 'L', amount: 1 },
        ],
      },
    });
    expect(await screen.findByText('L × 1')).toBeTruthy();
  });

  it('shows a one-size sample without the 1 to 10 control (it may hold up to 150)', async () => {
    cartServer([line('5', 'Sample Coat', { size: 'M', amount: 40 }, 1, 'sample')]);
    await renderApp(<CartPage />, { route: '/cart' });
    const coat = await lineOf('Sample Coat');
    expect(within(coat).getByText('Quantity: 40')).toBeTruthy();
    expect(within(coat).queryByRole('spinbutton')).toBeNull();
  });

  it('shows the price of now with a plain note when the creator changed it', async () => {
    cartServer([{ ...tee, price: 96_000, priceChanged: { from: 88_000, to: 96_000 } }]);
    await renderApp(<CartPage />, { route: '/cart' });
    const teeLine = await lineOf('Peak Dawn Tee');
    expect(within(teeLine).getByText('HK$ 960.00')).toBeTruthy();
    expect(within(teeLine).getByRole('note').textContent).toBe('Price changed from HK$ 880.00 to HK$ 960.00');
  });

  it('marks a line no longer on sale, holds Order Now until it is removed', async () => {
    const calls = heldCartServer([
      { ...tee, available: false },
      line('6', 'Kept Tee', { size: 'M', amount: 1 }, 500),
    ]);
    await renderApp(<CartPage />, { route: '/cart' });
    const gone = await lineOf('Peak Dawn Tee');
    expect(within(gone).getByText('No longer available')).toBeTruthy();
    expect(
      within(gone).getByRole('button', { name: 'More Quantity of Peak Dawn Tee' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.queryByRole('link', { name: 'Order Now' })).toBeNull();
    const order = screen.getByRole('button', { name: 'Order Now' });
    expect(order.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Remove the pieces that are no longer available to check out.')).toBeTruthy();
    expect(screen.getByText('HK$ 5.00', { selector: '.cart-summary .price' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(gone).getByRole('button', { name: 'Remove Peak Dawn Tee from the cart' }));
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id: '1' });
    expect((await screen.findByRole('link', { name: 'Order Now' })).getAttribute('href')).toBe('/checkout');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the empty cart without a session', async () => {
    mockApi({ '/api/auth/session': { session: null } });
    await renderApp(<CartPage />, { route: '/cart' });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });
});
