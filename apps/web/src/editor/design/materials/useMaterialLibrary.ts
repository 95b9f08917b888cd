import type { MaterialSort } from '@atelier/domain';
import type { MaterialAsset } from '@atelier/schema';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { client, read, withSignal } from '../../../api/http';

/** Materials a page of the library asks for ("Load more" asks for the next). */
export const LIBRARY_PAGE_SIZE = 24;

export const materialLibraryKey = (producer: string, search: string, sort: MaterialSort) =>
  ['editor', 'materialLibrary', producer, search, sort] as const;

/**
 * 002 §7 the producer's material library, paged: GET /api/producers/{at_name}/materials with the
 * name search and created_at order on the server (members of the producer only).
 */
export function useMaterialLibrary(producer: string | null, search: string, sort: MaterialSort) {
  return useInfiniteQuery({
    queryKey: materialLibraryKey(producer ?? '', search, sort),
    enabled: producer !== null,
    // A new search or order keeps the list in place until its first page arrives (no flash).
    placeholderData: keepPreviousData,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await read(
        client.api.producers[':at_name'].materials.$get(
          {
            param: { at_name: producer ?? '' },
            query: {
              ...(search ? { q: search } : {}),
              order: sort,
              limit: String(LIBRARY_PAGE_SIZE),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          withSignal(signal),
        ),
      );
      return { items: answer.items as unknown as MaterialAsset[], nextCursor: answer.nextCursor };
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}
