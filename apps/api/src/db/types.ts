import type { Generated } from 'kysely';

/**
 * The tables as the application sees them. Times are ISO 8601 text, flags are 0/1
 * integers and JSON documents are text, so one set of migrations serves SQLite and
 * PostgreSQL alike (see docs/decisions.md, "API").
 */

/** 0 or 1: SQLite has no boolean type. */
export type Flag = number;

/** Key-value facts about this installation (schema of the seed, when it ran). */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Generated<string>;
}

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  name: string;
  at_name: string;
  /** at_name in lower case: handles are unique regardless of case (they are host labels). */
  at_name_key: string;
  is_creator: Generated<Flag>;
  visibility: Generated<string>;
  profile_image: string | null;
  profile_banner: string | null;
  language: Generated<string>;
  currency: Generated<string>;
  theme: Generated<string>;
  nav_placement: Generated<string>;
  nav_style: Generated<string>;
  created_at: string;
  updated_at: string;
  /** When the address was shown to be the user's (null: never; 403 email_unconfirmed for selling when mail is on). */
  email_confirmed_at: string | null;
}

/** A browser an account signed in on (its device cookie; failed sign-ins there count on their own). */
export interface SignInDevicesTable {
  /** sha256 of the cookie's token. */
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

/** A sign-up waiting for its e-mail link (mail configured): the account is created from the link. */
export interface SignUpRequestsTable {
  /** sha256 of the link's token. */
  id: string;
  email: string;
  password_hash: string;
  name: string;
  at_name: string;
  created_at: string;
  expires_at: string;
}

export interface SessionsTable {
  /** sha256 of the cookie token: the database never holds a usable token. */
  id: string;
  user_id: string;
  /** The current role switch: consumer, creator or producer-{role}-{producerId}. */
  role: Generated<string>;
  created_at: string;
  expires_at: string;
  /** When the session last answered a request (null: not since created_at); it ends when idle. */
  last_seen_at: Generated<string | null>;
}

export interface RateLimitsTable {
  key: string;
  window: number;
  count: number;
}

export interface ProducersTable {
  id: string;
  name: string;
  at_name: string;
  profile_image: string | null;
  metadata: string;
  is_platform: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface ProducerMembersTable {
  producer_id: string;
  user_id: string;
  role: string;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: string;
}

export interface CategoriesTable {
  id: string;
  name: string;
  value: string;
  is_main: Generated<Flag>;
  position: Generated<number>;
}

export interface AssetsTable {
  id: string;
  type: string;
  producer_id: string;
  text: string | null;
  value: string | null;
  /** Lower-case name from vt_reference_data / asset_data, for the library search. */
  search_name: Generated<string>;
  vt_reference_data: string | null;
  asset_data: string | null;
  created_at: string;
}

export interface ModelMaterialsTable {
  model_id: string;
  material_id: string;
  position: Generated<number>;
}

export interface PrebuildsTable {
  id: string;
  producer_id: string;
  name: string;
  description: Generated<string>;
  content: string;
  category: string;
  tags: string;
  visibility: Generated<string>;
  allow_direct_purchase: Generated<Flag>;
  option_shipping_fee_include: Generated<Flag>;
  sizing: string;
  extra_option: string;
  waterflow_config: string;
  minimum_order: number;
  maximum_order: number;
  cost: number | null;
  cost_config: string;
  is_draft: Generated<Flag>;
  is_deleted: Generated<Flag>;
  combination_config: string;
  created_at: string;
  updated_at: string;
}

export interface PrebuildModelsTable {
  prebuild_id: string;
  asset_id: string;
  position: Generated<number>;
}

export type PrebuildMaterialsTable = PrebuildModelsTable;

export interface CreationsTable {
  id: string;
  user_id: string;
  /** The producer of the creation's prebuild: the main site lists the platform's own. */
  producer_id: string | null;
  name: Generated<string>;
  description: Generated<string>;
  category: string | null;
  tags: string;
  total_price: number;
  is_draft: Generated<Flag>;
  is_deleted: Generated<Flag>;
  visibility: Generated<string>;
  purchase_type: string | null;
  kickstart_start: string | null;
  kickstart_end: string | null;
  kickstart_periode: Generated<number>;
  minimum_order: number;
  maximum_order: number | null;
  sizing: string;
  waterflow_config: string;
  combination_config: string;
  /** The first media url, so a list needs no second query for its thumbnails. */
  cover_url: string | null;
  pinned_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CreationMediaTable {
  id: string;
  creation_id: string;
  url: string;
  position: Generated<number>;
}

export interface CreationCategoriesTable {
  creation_id: string;
  category_id: string;
}

export interface CreationPrebuildsTable {
  creation_id: string;
  prebuild_id: string;
  position: Generated<number>;
}

export interface FavouritesTable {
  user_id: string;
  creation_id: string;
  created_at: string;
}

export interface CartItemsTable {
  id: string;
  user_id: string;
  creation_id: string;
  type: string;
  quantity: string;
  price: number;
  creation_snapshot: string | null;
  created_at: string;
  updated_at: string;
  /** JSON FormAnswerMap: the line's customisation answers, part of its identity ('{}': none). */
  properties: Generated<string>;
  /** The saved design the line was made from (issue 20), or null. */
  design_id: string | null;
}

/** One placement (issue 16): the orders it made and the idempotency key it was placed with. */
export interface CheckoutsTable {
  id: string;
  user_id: string;
  idempotency_key: string;
  request_hash: string;
  provider: string;
  currency: string;
  /** Integer minor units of `currency`. */
  total: number;
  /** JSON ShippingAddress as placed. */
  shipping_address: string;
  /** JSON { name, email, phone? }. */
  contact: string;
  created_at: string;
}

/**
 * An order: one cart line, so one creation, one producer and one campaign. `status` is an
 * OrderStatus of the domain's order machine; `kind` an OrderKind or 'sample'.
 */
export interface OrdersTable {
  id: string;
  user_id: string;
  status: string;
  created_at: string;
  updated_at: string;
  checkout_id: string | null;
  creation_id: string | null;
  producer_id: string | null;
  kind: Generated<string>;
  /** 1 when money has been taken (captured or confirmed by hand). */
  payment_taken: Generated<number>;
  provider: Generated<string>;
  /** JSON: the provider's saved payment method (a pre-order charged at settlement). */
  payment_method: string | null;
  currency: Generated<string>;
  /** Integer minor units: the sum of the lines' prices, computed by the server. */
  total: Generated<number>;
  shipping_address: string | null;
  contact: string | null;
  tracking_carrier: string | null;
  tracking_number: string | null;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  creation_id: string;
  size: string | null;
  amount: number;
  /** Integer minor units: the line's price for `amount` pieces (unit_price x amount). */
  price: number;
  created_at: string;
  type: Generated<string>;
  /** JSON FormAnswerMap: the customisation answers, part of the line's identity. */
  properties: Generated<string>;
  unit_price: Generated<number>;
  creation_snapshot: string | null;
  /** The saved design the line was made from (issue 20), or null. */
  design_id: string | null;
}

/** A shopper's saved design (issue 20): a member's (user_id) or a guest's (write_token_hash). */
export interface DesignsTable {
  id: string;
  creation_id: string;
  user_id: string | null;
  /** SHA-256 hex of a guest design's write token; null for a member's. */
  write_token_hash: string | null;
  /** JSON FormAnswerMap. */
  answers: string;
  capture_image_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One transition of an order's machine: when, by whom, from and to which status. */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  seq: number;
  event: string;
  from_status: string | null;
  to_status: string;
  actor: string;
  actor_user_id: string | null;
  /** JSON, e.g. { tracking: { carrier, number } }. */
  data: Generated<string>;
  created_at: string;
}

export interface AddressesTable {
  id: string;
  user_id: string;
  /** JSON ShippingAddress. */
  data: string;
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A money movement asked of a provider; operation_key is unique, so nothing happens twice. */
export interface PaymentsTable {
  id: string;
  order_id: string;
  provider: string;
  operation: string;
  operation_key: string;
  status: string;
  amount: number;
  currency: string;
  external_id: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface SettlementsTable {
  creation_id: string;
  kickstart_end: string;
  outcome: string | null;
  ordered: number | null;
  claimed_by: string | null;
  claimed_until: string | null;
  started_at: string;
  finished_at: string | null;
}

export interface WebhookEventsTable {
  provider: string;
  event_id: string;
  received_at: string;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** What the mail is about, unique: the same event never mails twice. */
  event_id: string;
  created_at: string;
  sent_at: string | null;
  attempts: Generated<number>;
  error: string | null;
}

/** A single-use account link (issue 18): a password reset or an e-mail change. */
export interface AccountTokensTable {
  /** sha256 of the link's token: the database never holds a usable link. */
  id: string;
  user_id: string;
  purpose: 'password_reset' | 'email_change';
  /** The address an e-mail change moves to; null for a password reset. */
  new_email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  event_id: string;
  title: string;
  text: string;
  image: string | null;
  link: string | null;
  event_data: string;
  created_at: string;
  read_at: string | null;
  /** Issue 18: the message key (`follow`, `order.placed`...) and its JSON parameters; null on older rows. */
  message_key: string | null;
  message_params: string | null;
}

export interface ImagesTable {
  id: string;
  user_id: string | null;
  content_type: string;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
}

/** An image a user generated (issue 15): its stored image id and the prompt. */
export interface AiImagesTable {
  id: string;
  user_id: string;
  image_id: string;
  prompt: string;
  model: string;
  created_at: string;
}

export interface HomeItemsTable {
  id: string;
  scope: string;
  kind: string;
  position: Generated<number>;
  data: string;
}

export interface CaseSettingsTable {
  scope: string;
  metadata: string;
}

export interface Database {
  app_meta: AppMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  rate_limits: RateLimitsTable;
  producers: ProducersTable;
  producer_members: ProducerMembersTable;
  follows: FollowsTable;
  categories: CategoriesTable;
  assets: AssetsTable;
  model_materials: ModelMaterialsTable;
  prebuilds: PrebuildsTable;
  prebuild_models: PrebuildModelsTable;
  prebuild_materials: PrebuildMaterialsTable;
  creations: CreationsTable;
  creation_media: CreationMediaTable;
  creation_categories: CreationCategoriesTable;
  creation_prebuilds: CreationPrebuildsTable;
  favourites: FavouritesTable;
  cart_items: CartItemsTable;
  checkouts: CheckoutsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_events: OrderEventsTable;
  addresses: AddressesTable;
  payments: PaymentsTable;
  settlements: SettlementsTable;
  webhook_events: WebhookEventsTable;
  mail_outbox: MailOutboxTable;
  account_tokens: AccountTokensTable;
  sign_in_devices: SignInDevicesTable;
  sign_up_requests: SignUpRequestsTable;
  notifications: NotificationsTable;
  images: ImagesTable;
  home_items: HomeItemsTable;
  case_settings: CaseSettingsTable;
  ai_images: AiImagesTable;
  designs: DesignsTable;
}
