import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys, useSetSession, useViewer } from './queries';
import type { Session } from './types';

afterEach(cleanup);

const member = { user: { id: 'us_1' } } as unknown as Session;

/** A component reading the account's cart while signed in, like the header's cart link. */
function Account({
  cart,
  onReady,
}: {
  cart: () => Promise<unknown>;
  onReady: (sign: (s: Session | null) => void) => void;
}) {
  const session = useViewer();
  const setSession = useSetSession();
  useQuery({ queryKey: queryKeys.cart, queryFn: cart, enabled: Boolean(session) });
  onReady(setSession);
  return <p>{session ? 'member' : 'guest'}</p>;
}

describe('signing out', () => {
  it('asks nothing more of the account and keeps none of its data', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(queryKeys.session, member);
    client.setQueryData(queryKeys.home, { tabs: [] });
    const cart = vi.fn(() => Promise.resolve({ data: [], subtotal: 0 }));
    let setSession: (session: Session | null) => void = () => {};
    render(
      <QueryClientProvider client={client}>
        <Account cart={cart} onReady={(sign) => (setSession = sign)} />
      </QueryClientProvider>,
    );
    await screen.findByText('member');
    await vi.waitFor(() => expect(cart).toHaveBeenCalledTimes(1));
    await act(async () => setSession(null));
    await screen.findByText('guest');
    // The cart's query was still enabled when the session ended: it must not be asked again (401).
    expect(cart).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(queryKeys.cart)).toBeUndefined();
    expect(client.getQueryData(queryKeys.home)).toBeUndefined();
    expect(client.getQueryData(queryKeys.session)).toBeNull();
  });
});
