/**
 * The answers of the Atelier API as the storefront reads them, all inferred from the typed
 * Hono client (`InferResponseType` over `AppType`, the route type of apps/api/src/routes.ts),
 * so a change in the API shows up here as a type error.
 *
 * A few fields are narrowed (`Narrowed`), each to a type the API itself validated the value
 * against, because the inferred type is too wide for the storefront's use (endpoints.ts casts
 * those answers):
 * - `preferences.currency`: the answer schema says `string`; prices need `DisplayCurrency`.
 * - `preorder.kind`: the answer schema says `string`; the domain's `PreorderStatusKind` picks
 *   the message.
 * - `combination_config`, prebuild `content` and notification items: @atelier/schema types
 *   with recursive JSON fields, which hono's JSON serialisation types turn into `JSONValue`,
 *   not assignable to the schema's `JSONType`; the customiser passes them to the schema and
 *   domain functions.
 * `ApiErrorBody` stays hand-written: error answers are not declared per route; `read()`
 * handles them alike.
 */
import type { ApiClient } from '@atelier/api/client';
import type { CombinationConfig, Notification, PrebuildContentItem } from '@atelier/schema';
import type { DisplayCurrency, PreorderStatusKind } from '@atelier/domain';
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
export type CreatorCard = Ok<Routes['creators']['$get']>['items'][number];
export type ProducerInfo = Ok<Routes['producers'][':at_name']['$get']>['producer'];
export type CartItem = Ok<Routes['actions']['user']['cart']['$get']>['data'][number];

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

type SessionAnswer = NonNullable<Ok<Routes['auth']['session']['$get']>['session']>;
type CreationAnswer = Ok<Routes['creations'][':id']['$get']>['creation'];
type PrebuildAnswer = CreationAnswer['prebuilds'][number];
type NotificationAnswer = Ok<Routes['notifications']['$get']>;

/**
 * A derived answer with some fields narrowed to the type the storefront needs, so every
 * other field still follows the API. `Fields` must name fields the answer has.
 */
type Narrowed<
  Answer,
  Fields extends { [Key in keyof Fields]: Key extends keyof Answer ? unknown : never },
> = Omit<Answer, keyof Fields> & Fields;

export type Preferences = Narrowed<SessionAnswer['user']['preferences'], { currency: DisplayCurrency }>;
export type Me = Narrowed<SessionAnswer['user'], { preferences: Preferences }>;
export type Session = Narrowed<SessionAnswer, { user: Me }>;

export type PreorderState = Narrowed<CreationAnswer['preorder'], { kind: PreorderStatusKind }>;

export type PrebuildSummary = Narrowed<
  PrebuildAnswer,
  { content: PrebuildContentItem[]; combination_config: CombinationConfig }
>;

export type CreationDetail = Narrowed<
  CreationAnswer,
  { combination_config: CombinationConfig; prebuilds: PrebuildSummary[]; preorder: PreorderState }
>;

export type NotificationList = Narrowed<NotificationAnswer, { items: Notification[] }>;

export interface ApiErrorBody {
  error?: { code?: string; message?: string; key?: string; issues?: { path: string; message: string }[] };
}
