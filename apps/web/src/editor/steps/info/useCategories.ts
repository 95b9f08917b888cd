import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/endpoints';

/** The query key of every category (the picker's list); stories and tests seed it. */
export const categoriesQueryKey = ['categories'] as const;

/** 001 §7 the category picker's full list: `GET /api/categories` (main and sub-categories). */
export function useCategories() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: () => api.categories().then((answer) => answer.data),
    staleTime: 10 * 60_000,
  });
}
