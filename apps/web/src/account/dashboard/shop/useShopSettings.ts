import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { client, read, withSignal } from '../../../api/http';
import { queryKeys } from '../../../api/queries';

/** The query key of the signed-in creator's shop content. */
export const SHOP_QUERY_KEY = ['me', 'shop'] as const;

/** The shop as `PUT /api/me/shop` takes it (and `GET` answers it). */
export type ShopSettings = InferRequestType<typeof client.api.me.shop.$put>['json'];
export type ShopCard = ShopSettings['headerCards'][number];

/** GET /api/me/shop: the creator's bio, notice, banner and header cards. */
export function useShopSettings() {
  return useQuery({
    queryKey: SHOP_QUERY_KEY,
    queryFn: async ({ signal }): Promise<ShopSettings> =>
      (await read(client.api.me.shop.$get(undefined, withSignal(signal)))).shop,
  });
}

/** PUT /api/me/shop; the home (their shop's) is read again after a save. */
export function useSaveShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (shop: ShopSettings): Promise<ShopSettings> =>
      (await read(client.api.me.shop.$put({ json: shop }))).shop,
    onSuccess: (saved) => {
      queryClient.setQueryData(SHOP_QUERY_KEY, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.home });
    },
  });
}
