/**
 * The answers of the Atelier API as the storefront reads them (apps/api/src/resources/*.ts).
 *
 * Decision: the API exports its route type (`AppType`) from routes.ts, but not yet from its
 * package entry, so `hono/client` cannot import it without a deep import. Until it does, these
 * hand-written types mirror the answers; `http.ts` is the one place to switch to `hc<AppType>()`.
 */
import type {
  CaseMetadata,
  CombinationConfig,
  CostTier,
  CreationCategory,
  CreationSizing,
  HomeBanner,
  HomeNotice,
  HomeTab,
  MediaPlate,
  Notification,
  PrebuildContentItem,
  PurchaseType,
  TrendMediaItem,
  UserRoleInProducer,
  Visibility,
} from '@atelier/schema';
import type { DisplayCurrency } from '@atelier/domain';

export interface PublicUser {
  id: string;
  name: string;
  at_name: string;
  is_creator: boolean;
  profile_image: string | null;
  profile_banner: string | null;
  user_profile: { profile_image?: string; profile_banner?: string };
  visibility?: Visibility;
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

export interface CreationTile {
  id: string;
  name: string;
  totalPrice: number;
  purchaseType: PurchaseType | null;
  creation_media: { url: string }[];
  user: PublicUser & { visibility: Visibility };
  pinned: boolean;
  is_draft: boolean;
  visibility: Visibility;
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
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

export interface Category {
  id: string;
  name: string;
  value: string;
  is_main: boolean;
}

export interface HeaderCard {
  title: string;
  description: string;
  thumbnail: string;
  url: string;
}

export interface ProducerInfo {
  id: string;
  name: string;
  at_name: string;
  profile_image?: string;
  metadata: {
    homePage: { notice?: HomeNotice; banner?: HomeBanner };
    tabBlacklist: HomeTab[];
    isDirectShopPage: boolean;
  };
  is_platform: boolean;
}

export interface HomeData {
  host: { isMainSite: boolean; isDevHost: boolean; creatorId: string | null };
  scope: { kind: 'all' | 'creator' | 'producer'; creatorAtName?: string; producerAtName?: string };
  creator: PublicUser | null;
  producer: ProducerInfo | null;
  notice: HomeNotice | null;
  banner: HomeBanner | null;
  headerCards: HeaderCard[];
  trendMedia: TrendMediaItem[];
  caseMetadata: CaseMetadata;
  tabs: HomeTab[];
  categories: Category[];
}

export interface Profile extends PublicUser {
  followerCount: number;
  followingCount: number;
  isFollowing: boolean;
  creationCount: number;
}

export interface NotificationList {
  items: Notification[];
  unread: number;
  nextCursor: string | null;
}

export interface CartItem {
  id: string;
  creation_id: string;
  type: PurchaseType;
  quantity: { size: string; amount: number } | { size: string; amount: number }[];
  price: number;
  creation: { id: string; name: string; totalPrice: number; creation_media: { url: string }[] } | null;
}

export interface ApiErrorBody {
  error?: { code?: string; message?: string; issues?: { path: string; message: string }[] };
}
