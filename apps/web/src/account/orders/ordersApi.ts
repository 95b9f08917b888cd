import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, read, withSignal, type Success } from '../../api/http';

/** The buyer's order calls (apps/api/src/orders/buyer-orders.ts), through the typed client. */
const orders = client.api.orders;

export type OrderListAnswer = Success<Awaited<ReturnType<typeof orders.$get>>>;
export type OrderSummary = OrderListAnswer['items'][number];
export type OrderDetail = Success<Awaited<ReturnType<(typeof orders)[':id']['$get']>>>['order'];
export type OrderStatus = OrderSummary['status'];
export type BuyerOrderEvent = 'cancel' | 'deliver';

export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** A status may change on the producer's side at any time: the pages look again now and then. */
const POLL_MS = 30_000;

/** The signed-in buyer's orders, newest first, a page at a time. */
export function useOrderList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: orderKeys.list,
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      read(orders.$get({ query: pageParam ? { cursor: pageParam } : {} }, withSignal(signal))),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
}

/** One order, looked at again on focus and every 30 seconds while the page is open. */
export function useOrder(id: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    enabled,
    queryFn: ({ signal }) =>
      read(orders[':id'].$get({ param: { id: encodeURIComponent(id) } }, withSignal(signal))).then(
        (answer) => answer.order,
      ),
    refetchOnWindowFocus: true,
    refetchInterval: POLL_MS,
    staleTime: 5_000,
    // A 404 is an answer (not yours, or no such order), not a failure to retry.
    retry: (count, error) =>
      count < 1 && !(error instanceof Error && 'status' in error && error.status === 404),
  });
}

/** Cancel or mark received; the answer is the order as it now stands. */
export function useOrderEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: BuyerOrderEvent) =>
      read(orders[':id'].events.$post({ param: { id: encodeURIComponent(id) }, json: { type } })).then(
        (answer) => answer.order,
      ),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.detail(id), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
