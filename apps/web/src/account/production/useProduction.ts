import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, read, withSignal } from '../../api/http';

/** The production API of one producer (apps/api/src/production), through the typed client. */
const production = client.api.producers[':at_name'].production;
const param = (atName: string) => ({ at_name: encodeURIComponent(atName) });

export type QueueStatusFilter = Parameters<typeof production.queue.$get>[0]['query']['status'];

export const productionKeys = {
  all: (atName: string) => ['production', atName] as const,
  queue: (atName: string, status: QueueStatusFilter) =>
    ['production', atName, 'queue', status ?? 'all'] as const,
  sheet: (atName: string, orderId: string) => ['production', atName, 'sheet', orderId] as const,
};

const fetchQueue = (atName: string, status: QueueStatusFilter, signal?: AbortSignal) =>
  read(production.queue.$get({ param: param(atName), query: status ? { status } : {} }, withSignal(signal)));

export type Queue = Awaited<ReturnType<typeof fetchQueue>>;
export type QueueGroup = Queue['groups'][number];
export type QueueCreation = QueueGroup['creations'][number];
export type QueueLine = QueueCreation['orders'][number];

export function useProductionQueue(atName: string, status: QueueStatusFilter, enabled: boolean) {
  return useQuery({
    queryKey: productionKeys.queue(atName, status),
    queryFn: ({ signal }) => fetchQueue(atName, status, signal),
    enabled,
    placeholderData: (previous) => previous,
  });
}

const fetchSheet = (atName: string, orderId: string, signal?: AbortSignal) =>
  read(
    production.orders[':orderId'].sheet.$get({ param: { ...param(atName), orderId } }, withSignal(signal)),
  );

export type Sheet = Awaited<ReturnType<typeof fetchSheet>>['sheet'];

export function useProductionSheet(atName: string, orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: productionKeys.sheet(atName, orderId),
    queryFn: ({ signal }) => fetchSheet(atName, orderId, signal),
    enabled,
  });
}

export type ProducerEvent =
  | { type: 'mark_paid' | 'start_production' | 'deliver' | 'refund' | 'cancel' }
  | { type: 'ship'; tracking: { carrier: string; number: string } };

/** Changes an order's status; the queue (every filter, since counts move) is read again. */
export function useOrderEvent(atName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, event }: { orderId: string; event: ProducerEvent }) =>
      read(production.orders[':orderId'].events.$post({ param: { ...param(atName), orderId }, json: event })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: productionKeys.all(atName) }),
  });
}
