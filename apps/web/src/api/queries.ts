import { GRID_INITIAL_PAGE_SIZE, GRID_MORE_PAGE_SIZE } from '@atelier/domain';
import type { HomeTab } from '@atelier/schema';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './endpoints';
import { ApiError } from './http';
import type { Session } from './types';

/** Query keys: one place, so invalidation matches what was cached. */
export const queryKeys = {
  session: ['session'] as const,
  home: ['home'] as const,
  creations: (filter: CreationFilter) => ['creations', filter] as const,
  creation: (id: string) => ['creation', id] as const,
  profile: (atName: string) => ['profile', atName.toLowerCase()] as const,
  userCreations: (atName: string, limit: number) => ['userCreations', atName.toLowerCase(), limit] as const,
  users: (query: { q?: string; creators?: 'true' }) => ['users', query] as const,
  creators: (suggest: boolean) => ['creators', { suggest }] as const,
  producer: (atName: string) => ['producer', atName] as const,
  producers: ['producers'] as const,
  producerPrebuilds: (atName: string) => ['producerPrebuilds', atName] as const,
  notifications: ['notifications'] as const,
  cart: ['cart'] as const,
};

export interface CreationFilter {
  tab?: HomeTab;
  category?: readonly string[];
  q?: string;
  creator?: string;
  producer?: string;
}

export function useSession() {
  return useQuery({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => api.session(signal).then((answer) => answer.session),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in session, or null for a guest (undefined while loading). */
export function useViewer(): Session | null | undefined {
  return useSession().data;
}

export function useSetSession() {
  const client = useQueryClient();
  return (session: Session | null) => {
    if (session === null) {
      // Signed out: nothing of the account stays in memory. Invalidating instead would refetch
      // the account's queries (cart, notifications, orders) while their components still
      // enable them, before the page re-renders as a guest's: each answered 401. Removed, they
      // are asked again only by what a guest's page still shows.
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      client.setQueryData(queryKeys.session, null);
      return;
    }
    client.setQueryData(queryKeys.session, session);
    // Everything personal (favourite state, following tab, cart) is read again.
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  };
}

export function useHome() {
  return useQuery({
    queryKey: queryKeys.home,
    queryFn: ({ signal }) => api.home(signal),
    staleTime: 5 * 60_000,
    // An unknown shop's 404 is the answer (issue 18), not a failure worth asking again.
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status === 404),
  });
}

/** 000 §4 grid paging: 30 first, then 60 a page while the end sentinel shows. */
export function useCreationPages(filter: CreationFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: queryKeys.creations(filter),
    enabled,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.creations(
        {
          ...filter,
          ...(pageParam ? { cursor: pageParam } : {}),
          limit: pageParam ? GRID_MORE_PAGE_SIZE : GRID_INITIAL_PAGE_SIZE,
        },
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useCreation(id: string | null) {
  return useQuery({
    queryKey: queryKeys.creation(id ?? ''),
    enabled: Boolean(id),
    queryFn: ({ signal }) => api.creation(id ?? '', signal).then((answer) => answer.creation),
    retry: (count, error) =>
      count < 2 &&
      !(error instanceof Error && 'status' in error && (error as { status: number }).status === 404),
  });
}

export function useProfile(atName: string) {
  return useQuery({
    queryKey: queryKeys.profile(atName),
    queryFn: ({ signal }) => api.profile(atName, signal).then((answer) => answer.user),
    retry: false,
  });
}

export function useUserCreations(atName: string | undefined, limit = 30) {
  return useQuery({
    queryKey: queryKeys.userCreations(atName ?? '', limit),
    enabled: Boolean(atName),
    queryFn: ({ signal }) => api.userCreations(atName ?? '', { limit }, signal),
  });
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.notifications,
    enabled,
    queryFn: ({ signal }) => api.notifications(signal),
    staleTime: 60_000,
  });
}

/** Every favourites list (a prefix key): a favourite changing anywhere makes them all stale. */
export const allFavouritesKey = ['favourites'] as const;
export const favouritesKey = (atName: string) => [...allFavouritesKey, atName.toLowerCase()] as const;

/**
 * A user's favourites, paged like the home grid (000 §4): 30 first, then 60 a page. A 4xx
 * (unknown user, private favourites) is an answer, not a hiccup, so it is not retried.
 */
export function useFavouritePages(atName: string) {
  return useInfiniteQuery({
    queryKey: favouritesKey(atName),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.favourites(
        atName,
        {
          ...(pageParam ? { cursor: pageParam } : {}),
          limit: pageParam ? GRID_MORE_PAGE_SIZE : GRID_INITIAL_PAGE_SIZE,
        },
        signal,
      ),
    getNextPageParam: (last) => last.nextCursor,
    retry: (count, error) =>
      count < 1 &&
      !(error instanceof Error && 'status' in error && (error as { status: number }).status < 500),
  });
}
