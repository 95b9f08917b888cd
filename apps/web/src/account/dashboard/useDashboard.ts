import type { CreatorDashboard } from '@atelier/schema';
import { useQuery } from '@tanstack/react-query';
import { client, read, withSignal } from '../../api/http';

/** The query key of the creator dashboard (order changes elsewhere may invalidate it). */
export const DASHBOARD_QUERY_KEY = ['me', 'dashboard'] as const;

/** GET /api/me/dashboard: the signed-in creator's figures. */
export function useDashboard() {
  return useQuery({
    queryKey: DASHBOARD_QUERY_KEY,
    queryFn: async ({ signal }): Promise<CreatorDashboard> =>
      read(client.api.me.dashboard.$get(undefined, withSignal(signal))),
  });
}
