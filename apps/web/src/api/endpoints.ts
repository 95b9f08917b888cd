import type { HomeTab } from '@atelier/schema';
import { get, request } from './http';
import type {
  CartItem,
  Category,
  CreationDetail,
  CreationTile,
  HomeData,
  NotificationList,
  Page,
  Preferences,
  PrebuildSummary,
  ProducerInfo,
  Profile,
  PublicUser,
  Session,
} from './types';

/** Every call the storefront makes, one function each (docs: /api/docs). */
export const api = {
  session: (signal?: AbortSignal) => get<{ session: Session | null }>('/auth/session', undefined, signal),
  signIn: (body: { email: string; password: string }) =>
    request<{ session: Session }>('POST', '/auth/sign-in', { body }),
  signUp: (body: { email: string; password: string; name: string; at_name: string }) =>
    request<{ session: Session }>('POST', '/auth/sign-up', { body }),
  signOut: () => request<{ ok: true }>('POST', '/auth/sign-out'),
  switchRole: (role: string) =>
    request<{ session: Session }>('PUT', '/auth/session/role', { body: { role } }),
  becomeCreator: () => request<{ session: Session }>('POST', '/auth/become-creator'),
  updatePreferences: (patch: Partial<Preferences>) =>
    request<{ preferences: Preferences }>('PATCH', '/me/preferences', { body: patch }),

  home: (signal?: AbortSignal) => get<HomeData>('/home', undefined, signal),
  categories: () => get<{ data: Category[] }>('/categories'),
  creations: (
    query: {
      tab?: HomeTab;
      category?: readonly string[];
      creator?: string;
      producer?: string;
      q?: string;
      cursor?: string;
      limit?: number;
    },
    signal?: AbortSignal,
  ) => get<Page<CreationTile>>('/creations', query, signal),
  creation: (id: string, signal?: AbortSignal) =>
    get<{ creation: CreationDetail }>(`/creations/${encodeURIComponent(id)}`, undefined, signal),
  favourite: (id: string, on: boolean) =>
    request<{ isFavorite: boolean; favoriteCount: number }>(
      on ? 'PUT' : 'DELETE',
      `/creations/${encodeURIComponent(id)}/favorite`,
    ),
  duplicate: (id: string) =>
    request<{ creation: CreationDetail }>('POST', `/creations/${encodeURIComponent(id)}/duplicate`),
  pin: (id: string, on: boolean) =>
    request<{ creation: CreationDetail }>(on ? 'PUT' : 'DELETE', `/creations/${encodeURIComponent(id)}/pin`),
  deleteCreation: (id: string, archive: boolean) =>
    request<{ ok: true; kind: 'delete' | 'archive' }>('DELETE', `/creations/${encodeURIComponent(id)}`, {
      query: archive ? { archive: 'true' } : {},
    }),

  users: (query: { q?: string; creators?: 'true'; limit?: number }, signal?: AbortSignal) =>
    get<{ data: PublicUser[] }>('/actions/user', query, signal),
  profile: (atName: string, signal?: AbortSignal) =>
    get<{ user: Profile }>(`/users/${encodeURIComponent(atName)}`, undefined, signal),
  userCreations: (atName: string, query: { limit?: number; offset?: number } = {}, signal?: AbortSignal) =>
    get<{ items: CreationTile[]; total: number }>(
      `/users/${encodeURIComponent(atName)}/creations`,
      query,
      signal,
    ),
  follow: (atName: string, on: boolean) =>
    request<{ isFollowing: boolean; followerCount: number }>(
      on ? 'PUT' : 'DELETE',
      `/users/${encodeURIComponent(atName)}/follow`,
    ),

  producers: () => get<{ data: ProducerInfo[] }>('/producers'),
  producer: (atName: string, signal?: AbortSignal) =>
    get<{ producer: ProducerInfo }>(`/producers/${encodeURIComponent(atName)}`, undefined, signal),
  producerPrebuilds: (atName: string, query: { q?: string; limit?: number } = {}, signal?: AbortSignal) =>
    get<{ data: PrebuildSummary[] }>(`/producers/${encodeURIComponent(atName)}/prebuilds`, query, signal),

  notifications: (signal?: AbortSignal) => get<NotificationList>('/notifications', { limit: 30 }, signal),
  readAllNotifications: () => request<{ updated: number; unread: number }>('POST', '/notifications/read-all'),
  readNotification: (id: string) =>
    request<{ unread: number }>('POST', `/notifications/${encodeURIComponent(id)}/read`),

  cart: (signal?: AbortSignal) =>
    get<{ data: CartItem[]; subtotal: number }>('/actions/user/cart', undefined, signal),
  addToCart: (body: {
    creation_id: string;
    type: 'instant-purchase' | 'retail-preorder' | 'sample';
    quantity: { size: string; amount: number } | { size: string; amount: number }[];
    price: number;
  }) => request<{ data: CartItem }>('POST', '/actions/user/cart', { body }),
};
