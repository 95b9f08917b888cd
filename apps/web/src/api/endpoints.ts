import type { FormAnswerMap, HomeTab, Material } from '@atelier/schema';
import type { InferRequestType } from 'hono/client';
import type { CreationDetail, Me, NotificationList, Preferences, Session } from './types';
import { client, read, withSignal } from './http';

const api_ = client.api;
const id = (value: string) => ({ param: { id: encodeURIComponent(value) } });
const atName = (value: string) => ({ param: { at_name: encodeURIComponent(value) } });
/** Query values as the URL carries them (the API validates and coerces). */
function asQuery<Q extends Record<string, string | number | readonly string[] | undefined>>(query: Q) {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined)
      out[name] =
        typeof value === 'number' ? String(value) : Array.isArray(value) ? [...value] : (value as string);
  }
  return out as {
    [K in keyof Q]?: Q[K] extends number | undefined
      ? string
      : Q[K] extends readonly string[] | undefined
        ? string[]
        : Q[K];
  };
}

// Answers whose inferred type types.ts narrows (it says which fields and why).
type SessionAnswer = Promise<{ session: Session }>;
type CreationAnswer = Promise<{ creation: CreationDetail }>;
type CartBody = InferRequestType<typeof api_.actions.user.cart.$post>['json'];
type ProfilePatch = InferRequestType<typeof api_.me.profile.$patch>['json'];

/** Every call the storefront makes, one function each (docs: /api/docs), through `hc<AppType>`. */
export const api = {
  session: (signal?: AbortSignal) =>
    read(api_.auth.session.$get(undefined, withSignal(signal))) as Promise<{ session: Session | null }>,
  signIn: (body: { email: string; password: string }) =>
    read(api_.auth['sign-in'].$post({ json: body })) as SessionAnswer,
  /** A session, or (mail configured) nothing yet: the account is made from the mailed link. */
  signUp: (body: { email: string; password: string; name: string; at_name: string }) =>
    read(api_.auth['sign-up'].$post({ json: body })) as Promise<
      { session: Session } | { ok: true; confirmation: 'pending'; email: string; message: string }
    >,
  confirmSignUp: (token: string) =>
    read(api_.auth['sign-up'].confirm.$post({ json: { token } })) as SessionAnswer,
  signOut: () => read(api_.auth['sign-out'].$post()),
  switchRole: (role: string) => read(api_.auth.session.role.$put({ json: { role } })) as SessionAnswer,
  becomeCreator: () => read(api_.auth['become-creator'].$post()) as SessionAnswer,
  updatePreferences: (patch: Partial<Preferences>) =>
    read(api_.me.preferences.$patch({ json: patch })) as Promise<{ preferences: Preferences }>,
  /** Name, pictures or visibility (who sees the favourites); answers the whole account. */
  updateProfile: (patch: ProfilePatch) =>
    read(api_.me.profile.$patch({ json: patch })) as Promise<{ user: Me }>,

  home: (signal?: AbortSignal) => read(api_.home.$get(undefined, withSignal(signal))),
  categories: () => read(api_.categories.$get({ query: {} })),
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
  ) => read(api_.creations.$get({ query: asQuery(query) }, withSignal(signal))),
  creation: (creationId: string, signal?: AbortSignal) =>
    read(api_.creations[':id'].$get(id(creationId), withSignal(signal))) as CreationAnswer,
  favourite: (creationId: string, on: boolean) =>
    read(
      on
        ? api_.creations[':id'].favorite.$put(id(creationId))
        : api_.creations[':id'].favorite.$delete(id(creationId)),
    ),
  duplicate: (creationId: string) =>
    read(api_.creations[':id'].duplicate.$post(id(creationId))) as CreationAnswer,
  pin: (creationId: string, on: boolean) =>
    read(
      on ? api_.creations[':id'].pin.$put(id(creationId)) : api_.creations[':id'].pin.$delete(id(creationId)),
    ) as CreationAnswer,
  deleteCreation: (creationId: string, archive: boolean) =>
    read(api_.creations[':id'].$delete({ ...id(creationId), query: archive ? { archive: 'true' } : {} })),

  users: (query: { q?: string; creators?: 'true'; limit?: number }, signal?: AbortSignal) =>
    read(api_.actions.user.$get({ query: asQuery(query) }, withSignal(signal))),
  profile: (handle: string, signal?: AbortSignal) =>
    read(api_.users[':at_name'].$get(atName(handle), withSignal(signal))),
  userCreations: (handle: string, query: { limit?: number; offset?: number } = {}, signal?: AbortSignal) =>
    read(
      api_.users[':at_name'].creations.$get(
        {
          ...atName(handle),
          query: asQuery(query),
        },
        withSignal(signal),
      ),
    ),
  follow: (handle: string, on: boolean) =>
    read(
      on
        ? api_.users[':at_name'].follow.$put(atName(handle))
        : api_.users[':at_name'].follow.$delete(atName(handle)),
    ),

  /** Creators with counts, follow state and recent work; `suggest` for the Following tab. */
  creators: (query: { suggest?: 'true'; limit?: number; offset?: number }, signal?: AbortSignal) =>
    read(api_.creators.$get({ query: asQuery(query) }, withSignal(signal))),

  producers: () => read(api_.producers.$get()),
  producer: (handle: string, signal?: AbortSignal) =>
    read(api_.producers[':at_name'].$get(atName(handle), withSignal(signal))),
  producerPrebuilds: (handle: string, query: { q?: string; limit?: number } = {}, signal?: AbortSignal) =>
    read(
      api_.producers[':at_name'].prebuilds.$get(
        { ...atName(handle), query: asQuery(query) },
        withSignal(signal),
      ),
    ),

  notifications: (signal?: AbortSignal) =>
    read(
      api_.notifications.$get({ query: { limit: '30' } }, withSignal(signal)),
    ) as Promise<NotificationList>,
  readAllNotifications: () => read(api_.notifications['read-all'].$post()),
  readNotification: (notificationId: string) =>
    read(api_.notifications[':id'].read.$post(id(notificationId))),

  cart: (signal?: AbortSignal) => read(api_.actions.user.cart.$get(undefined, withSignal(signal))),
  addToCart: (body: {
    creation_id: string;
    type: 'instant-purchase' | 'retail-preorder' | 'sample';
    quantity: { size: string; amount: number } | { size: string; amount: number }[];
    price: number;
    /** Issue 17: the customisation answers (field id to answer); the server checks and prices them. */
    properties?: FormAnswerMap;
    /** Issue 20: the saved design the line is made from. */
    design_id?: string;
    // The storefront's body is wider than the API's schema (any size name); the API validates it.
  }) => read(api_.actions.user.cart.$post({ json: body as CartBody })),
  /** Issue 17: a shopper's decal image (base64 or a data URL) stored as theirs; answers its served URL. */
  /** Issue 17: a public creation's materials (names and thumbnails for its material questions). */
  creationMaterials: async (creationId: string) =>
    ((await read(api_.viewer.context.$get({ query: { creation: creationId } }))).creation?.materials ??
      []) as Material[],
  uploadImage: (fileName: string, image: string, userId: string) =>
    read(api_.img.original[':file'].$post({ param: { file: fileName }, json: { image, user_id: userId } })),
  /** 000 §7 edit: a single-size line's amount, or a sample line's whole size list. */
  editCartItem: (itemId: string, quantity: { amount: number } | { size: string; amount: number }[]) =>
    read(api_.actions.user.cart.$post({ json: { id: itemId, data: { quantity } } as CartBody })),
  /** 000 §7 delete: body `{ id }`. */
  deleteCartItem: (itemId: string) => read(api_.actions.user.cart.$delete({ json: { id: itemId } })),

  /** A user's favourites, most recently favourited first; pass `nextCursor` back as `cursor`. */
  favourites: (handle: string, query: { cursor?: string; limit?: number } = {}, signal?: AbortSignal) =>
    read(
      api_.users[':at_name'].favorites.$get({ ...atName(handle), query: asQuery(query) }, withSignal(signal)),
    ),
};
