/**
 * The answers of the Atelier API as the storefront reads them.
 *
 * Most are inferred from the typed Hono client (`InferResponseType` over `AppType`, the route
 * type of apps/api/src/routes.ts), so a change in the API shows up here as a type error.
 *
 * Hand-written, because inference is unusable for them (the API's answers are cast to these in
 * endpoints.ts; revisit when the API narrows its schemas):
 * - `Session`, `Me`, `Preferences`: the API's answer schema types `preferences.currency` as a
 *   plain `string`; the storefront needs the `DisplayCurrency` union to format prices.
 * - `CreationDetail` (with `PrebuildSummary`, `PreorderState`): `combination_config`,
 *   `sizing` and the prebuild `content` are @atelier/schema types with recursive JSON fields,
 *   which hono's JSON serialisation types turn into `JSONValue`, not assignable to the
 *   schema's `JSONType`; the customiser passes them to the schema and domain functions.
 * - `NotificationList`: the same `JSONValue`/`JSONType` mismatch on `eventData`.
 * - `ApiErrorBody`: error answers are not declared per route; `read()` handles them alike.
 */
import type { ApiClient } from '@atelier/api/client';
import type {
  CombinationConfig,
  CostTier,
  CreationCategory,
  CreationSizing,
  MediaPlate,
  Notification,
  PrebuildContentItem,
  PurchaseType,
  UserRoleInProducer,
  Visibility,
} from '@atelier/schema';
import type { DisplayCurrency } from '@atelier/domain';
import type { InferResponseType } from 'hono/client';

type Routes = ApiClient['api'];
/** The body of a route's 200 answer. */
type Ok<Call> = InferResponseType<Call, 200>;

export type PublicUser = Ok<Routes['actions']['user']['$get']>['data'][number];
export type HomeData = Ok<Routes['home']['$get']>;
export type HeaderCard = HomeData['headerCards'][number];
export type Category = Ok<Routes['categories']['$get']>['data'][number];
export type CreationTile = Ok<Routes['creations']['$get']>['items'][number];
export type Profile = Ok<Routes['users'][':at_name']['$get']>['user'];
export type ProducerInfo = Ok<Routes['producers'][':at_name']['$get']>['producer'];
export type CartItem = Ok<Routes['actions']['user']['cart']['$get']>['data'][number];

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface Preferences {
  language: string;
  currency: DisplayCurrency;
  theme: 'light' | 'dark';
  nav_bar_placement: 'top' | 'bottom';
  nav_bar_style: 'docking' | 'floating';
}

export interface Me extends PublicUser {
  email: string;
  visibility: Visibility;
  userRoleInProducer: UserRoleInProducer[];
  preferences: Preferences;
}

export interface Session {
  user: Me;
  /** consumer, creator or producer-{role}-{producerId}. */
  role: string;
  roles: string[];
  roleHome: string;
}

export interface PreorderState {
  kind: 'available' | 'notEnough' | 'goalReached' | 'inProgress' | 'ended';
  message: string;
  isPreorder: boolean;
  daysRemaining: number;
  open: boolean;
  ordered: number;
  minimum: number;
  percent: number;
  barPercent: number;
}

export interface CreationDetail {
  id: string;
  userId: string;
  name: string;
  description: string;
  tags: string[];
  totalPrice: number;
  is_draft: boolean;
  is_deleted: boolean;
  visibility: Visibility;
  purchaseType: PurchaseType | null;
  kickstart_start?: string;
  kickstart_end?: string;
  minimum_order: number;
  sizing: CreationSizing;
  waterflow_config: { media_placement: MediaPlate[] };
  combination_config: CombinationConfig;
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
  user: PublicUser & { visibility: Visibility };
  creation_media: { id: string; url: string }[];
  creation_category: CreationCategory[];
  prebuilds: PrebuildSummary[];
  orderCount: number;
  orderedCount: number;
  preorder: PreorderState;
  favoriteCount: number;
  isFavorite: boolean;
  isOwner: boolean;
}

export interface PrebuildSummary {
  id: string;
  name: string;
  description?: string;
  content?: PrebuildContentItem[];
  sizing?: { options: { name: string; chart_url?: string }[] };
  cost_config: CostTier[];
  minimum_order?: number;
  producer?: { id: string; name: string; at_name: string; profile_image?: string };
  waterflow_config?: { media_placement: MediaPlate[] };
  extra_option?: { manufacturingTimePerPiece?: number; allowPurchaseType?: PurchaseType[] };
}

export interface NotificationList {
  items: Notification[];
  unread: number;
  nextCursor: string | null;
}

export interface ApiErrorBody {
  error?: { code?: string; message?: string; issues?: { path: string; message: string }[] };
}
