import type { CartQuantity } from '@atelier/schema';
import { useToast } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/endpoints';
import { queryKeys } from '../../api/queries';
import { useMessage } from '../../i18n/storefrontI18n';

/**
 * 000 §7 a cart line's edit and delete: 200 shows 'Item edited' / 'Item deleted', other
 * statuses are only logged, and the list is refreshed in both cases (000 §4).
 */
export function useCartLine(itemId: string) {
  const client = useQueryClient();
  const toast = useToast();
  const m = useMessage();
  // One line's calls run one after another, so the last amount picked is the one kept.
  const scope = { id: `cart-line-${itemId}` };
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.cart });

  const edit = useMutation({
    scope,
    mutationFn: (quantity: { amount: number } | Extract<CartQuantity, unknown[]>) =>
      api.editCartItem(itemId, quantity),
    onSuccess: () => void toast.show({ tone: 'success', message: m('cart.itemEdited') }),
    onError: (error) => console.warn('Editing the cart item failed', error),
    onSettled: refresh,
  });
  const remove = useMutation({
    scope,
    mutationFn: () => api.deleteCartItem(itemId),
    onSuccess: () => void toast.show({ tone: 'success', message: m('cart.itemDeleted') }),
    onError: (error) => console.warn('Deleting the cart item failed', error),
    onSettled: refresh,
  });
  return { edit, remove };
}
