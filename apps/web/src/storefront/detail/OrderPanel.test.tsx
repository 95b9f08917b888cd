import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreationDetail } from '../../api/types';
import { mockApi, renderApp, session } from '../../test/render';
import { OrderPanel, PreorderStatus } from './OrderPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const creation = (overrides: Partial<CreationDetail> = {}): CreationDetail =>
  ({
    id: 'cr_1',
    userId: 'us_mei',
    name: 'Harbour Hoodie',
    description: '',
    tags: [],
    totalPrice: 128000,
    is_draft: false,
    is_deleted: false,
    visibility: 'public',
    purchaseType: 'instant-purchase',
    minimum_order: 5,
    sizing: { blacklist: ['XS'] },
    waterflow_config: { media_placement: [] },
    combination_config: {},
    pinned: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    user: {
      id: 'us_mei',
      name: 'Mei Lin',
      at_name: 'mei',
      is_creator: true,
      profile_image: null,
      profile_banner: null,
      user_profile: {},
      visibility: 'public',
    },
    creation_media: [],
    creation_category: [],
    prebuilds: [
      {
        id: 'pb',
        name: 'Hoodie',
        cost_config: [
          { quantity: 1, cost: 36000 },
          { quantity: 5, cost: 25200 },
        ],
      },
    ],
    orderCount: 0,
    orderedCount: 0,
    preorder: {
      kind: 'available',
      message: '',
      isPreorder: false,
      daysRemaining: 31,
      open: true,
      ordered: 0,
      minimum: 5,
      percent: 0,
      barPercent: 0,
    },
    favoriteCount: 0,
    isFavorite: false,
    isOwner: false,
    ...overrides,
  }) as CreationDetail;

describe('OrderPanel', () => {
  it('shows the price in HKD, the sizes less the blacklist, and bounds the amount 1 to 10', async () => {
    mockApi({ '/api/auth/session': { session: null } });
    await renderApp(<OrderPanel creation={creation()} />);
    expect(screen.getByText('HK$ 1,280.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'XS' })).toBeNull();
    expect(screen.getByRole('button', { name: '2XL' })).toBeTruthy();
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input.getAttribute('min')).toBe('1');
    expect(input.getAttribute('max')).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: 'More Quantity' }));
    expect(screen.getByText('HK$ 2,560.00')).toBeTruthy();
  });

  it('asks a guest to log in to order, with a Login action', async () => {
    mockApi({ '/api/auth/session': { session: null } });
    await renderApp(<OrderPanel creation={creation()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const toast = await screen.findByText('Please log in to order.');
    expect(toast).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('adds to the cart for a member and says so, with View Cart', async () => {
    const calls = mockApi({
      '/api/auth/session': { session: session() },
      'POST /api/actions/user/cart': { data: { id: 'ci' } },
    });
    await renderApp(<OrderPanel creation={creation()} />);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/session')).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Successfully added to cart')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Cart' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      creation_id: 'cr_1',
      type: 'instant-purchase',
      quantity: { size: 'M', amount: 1 },
    });
  });

  it('says why nothing was added when the cart line would pass its limit (422 cart_limit)', async () => {
    mockApi({
      '/api/auth/session': { session: session() },
      'POST /api/actions/user/cart': () =>
        new Response(
          JSON.stringify({ error: { code: 'cart_limit', message: 'Please choose an amount from 1 to 10' } }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    await renderApp(<OrderPanel creation={creation()} />);
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(false));
    await userEvent.click(add);
    expect(
      await screen.findByText(
        'Your cart already holds this piece in this size: together they would pass 10.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Cart' })).toBeTruthy();
    expect(screen.queryByText('Successfully added to cart')).toBeNull();
  });

  it('warns when a sample has no size selected', async () => {
    mockApi({ '/api/auth/session': { session: session({ at_name: 'mei' }) } });
    await renderApp(<OrderPanel creation={creation({ isOwner: true })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sample' }));
    await userEvent.click(screen.getByRole('button', { name: 'Several sizes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to cart' })).toBeTruthy());
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findAllByText('Please select at least one size.')).length).toBeGreaterThan(0);
  });

  it('offers "Preorder now" while open and a disabled "Preorder already end" after', async () => {
    mockApi({ '/api/auth/session': { session: null } });
    const preorder = {
      kind: 'inProgress',
      message: '',
      isPreorder: true,
      daysRemaining: 12,
      open: true,
      ordered: 3,
      minimum: 5,
      percent: 60,
      barPercent: 60,
    } as const;
    const { unmount } = await renderApp(
      <OrderPanel creation={creation({ purchaseType: 'retail-preorder', preorder })} />,
    );
    expect(screen.getByRole('button', { name: 'Preorder now' })).toBeTruthy();
    unmount();
    await renderApp(
      <OrderPanel
        creation={creation({
          purchaseType: 'retail-preorder',
          preorder: { ...preorder, kind: 'ended', open: false, daysRemaining: -2 },
        })}
      />,
    );
    expect((screen.getByRole('button', { name: 'Preorder already end' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('shows the pre-order status bar with its message and counts', async () => {
    mockApi({});
    await renderApp(
      <PreorderStatus
        creation={creation({
          purchaseType: 'retail-preorder',
          preorder: {
            kind: 'goalReached',
            message: '',
            isPreorder: true,
            daysRemaining: 4,
            open: true,
            ordered: 7,
            minimum: 5,
            percent: 140,
            barPercent: 100,
          },
        })}
      />,
    );
    expect(screen.getByText('Pre order goal reached')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('7 of 5 ordered')).toBeTruthy();
  });
});
