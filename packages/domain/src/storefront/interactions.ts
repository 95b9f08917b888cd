import type { Notification, PurchaseType } from '@atelier/schema';
import type { Message } from '../messages';
import { message } from '../messages';
import type { Instant } from '../shared/time';
import { toIsoString } from '../shared/time';
import type { HostInfo } from './host';

/**
 * 000 §2, §4, §8 small storefront state rules: favourites, notifications, the promo
 * popup, the order type toggle, sharing fallbacks, the detail view mode and the nav
 * bar preferences.
 */

// ---------------------------------------------------------------------------
// Favourites (000 §4, §8)
// ---------------------------------------------------------------------------

export interface FavouriteChange {
  /** connect adds the user to favorited_users, disconnect removes them. */
  readonly action: 'connect' | 'disconnect';
  /** 'Favorited' or 'Unfavorited', with the All favas action to the user's profile. */
  readonly success: Message;
  /** 'Favorite update failed'. */
  readonly failure: Message;
}

/** 000 §4: a favourite click connects or disconnects the current user on favorited_users. */
export const favouriteChange = (
  favoritedUsers: readonly { readonly id: string }[] | undefined,
  userId: string,
): FavouriteChange => {
  const favourited = (favoritedUsers ?? []).some((user) => user.id === userId);
  return {
    action: favourited ? 'disconnect' : 'connect',
    success: message(favourited ? 'favourite.removed' : 'favourite.added'),
    failure: message('favourite.failed'),
  };
};

/** Whether the user has favourited the creation. */
export const isFavourited = (
  favoritedUsers: readonly { readonly id: string }[] | undefined,
  userId: string,
): boolean => (favoritedUsers ?? []).some((user) => user.id === userId);

// ---------------------------------------------------------------------------
// Notifications (000 §2, §4)
// ---------------------------------------------------------------------------

/** 000 §4: a notification is unread while readAt is empty. */
export const isUnread = (notification: Pick<Notification, 'notificationData'>): boolean =>
  !notification.notificationData.readAt;

/** The number of unread notifications (the bell's badge). */
export const unreadCount = (notifications: readonly Pick<Notification, 'notificationData'>[]): number =>
  notifications.filter(isUnread).length;

/** 000 §4: a click reads a notification (an already read one keeps its time). */
export const markNotificationRead = <T extends Pick<Notification, 'notificationData'>>(
  notification: T,
  now: Instant,
): T =>
  isUnread(notification)
    ? { ...notification, notificationData: { ...notification.notificationData, readAt: toIsoString(now) } }
    : notification;

/** 000 §2, §4: 'All read' reads every notification. */
export const markAllNotificationsRead = <T extends Pick<Notification, 'notificationData'>>(
  notifications: readonly T[],
  now: Instant,
): T[] => notifications.map((notification) => markNotificationRead(notification, now));

// ---------------------------------------------------------------------------
// Promo popup (000 §2)
// ---------------------------------------------------------------------------

export type PromoTile = 'shop' | 'creator' | 'manufacturer';

/** 000 §2: where each promo tile goes. */
export const PROMO_TARGETS: Readonly<Record<PromoTile, string>> = {
  shop: '/shop',
  creator: '/intro/createingenesis',
  manufacturer: '/intro/manufacturingingenesis',
};

/** 000 §2: the promo tiles: shop, creator and manufacturer; no manufacturer on a creator sub-domain. */
export const promoTiles = (host: Pick<HostInfo, 'isMainSite'>): PromoTile[] =>
  host.isMainSite ? ['shop', 'creator', 'manufacturer'] : ['shop', 'creator'];

// ---------------------------------------------------------------------------
// Ordering on the detail panel (000 §4)
// ---------------------------------------------------------------------------

/**
 * 000 §4: the order type toggles between the creation's purchase type and sample. A
 * creation without a purchase type is bought instantly (decision), so the toggle is
 * instant-purchase / sample; a sample creation offers sample only.
 */
export const orderTypeChoices = (purchaseType: PurchaseType | null): PurchaseType[] => {
  const own = purchaseType ?? 'instant-purchase';
  return own === 'sample' ? ['sample'] : [own, 'sample'];
};

/** 000 §4: the sample mode toggles single-size versus multi-size entry. */
export type SampleEntryMode = 'single' | 'multi';
export const toggleSampleEntryMode = (mode: SampleEntryMode): SampleEntryMode =>
  mode === 'single' ? 'multi' : 'single';

/** 000 §2, §4: the detail panel's view mode: waterfall (Gallery) or optic (3D). */
export type DetailViewMode = 'waterfall' | 'optic';
export const toggleDetailViewMode = (mode: DetailViewMode): DetailViewMode =>
  mode === 'waterfall' ? 'optic' : 'waterfall';

// ---------------------------------------------------------------------------
// Sharing (000 §8)
// ---------------------------------------------------------------------------

/** 000 §8: sharing tries the Web Share API, then copying the image, then copying the link. */
export const SHARE_STEPS = ['webShare', 'copyImage', 'copyLink'] as const;
export type ShareStep = (typeof SHARE_STEPS)[number];

/** 000 §8: what the user is told at each step: the unsupported note, then what was copied. */
export const shareStepMessage = (step: ShareStep, succeeded: boolean): Message | null => {
  if (step === 'webShare') return succeeded ? null : message('share.unsupported');
  if (!succeeded) return null;
  return message(step === 'copyImage' ? 'share.imageCopied' : 'share.linkCopied');
};

/** 000 §2: the share link of a creator profile has the shape {at_name}/creation. */
export const creatorProfileShareLink = (origin: string, atName: string): string =>
  `${origin.replace(/\/+$/, '')}/${atName}/creation`;

// ---------------------------------------------------------------------------
// Layout preferences (000 §2, §4)
// ---------------------------------------------------------------------------

/** 000 §4: nav bar anchor and style, kept as preferences. */
export const NAV_BAR_ANCHORS = ['top', 'bottom'] as const;
export const NAV_BAR_STYLES = ['docking', 'floating'] as const;
export interface NavBarPreferences {
  readonly anchor: (typeof NAV_BAR_ANCHORS)[number];
  readonly style: (typeof NAV_BAR_STYLES)[number];
}

/** Decision: the nav bar starts docked at the top. */
export const DEFAULT_NAV_BAR_PREFERENCES: NavBarPreferences = { anchor: 'top', style: 'docking' };

/** Reads stored preferences, keeping only known values. */
export const readNavBarPreferences = (
  stored: Partial<Record<'anchor' | 'style', unknown>> | null | undefined,
): NavBarPreferences => ({
  anchor: NAV_BAR_ANCHORS.find((anchor) => anchor === stored?.anchor) ?? DEFAULT_NAV_BAR_PREFERENCES.anchor,
  style: NAV_BAR_STYLES.find((style) => style === stored?.style) ?? DEFAULT_NAV_BAR_PREFERENCES.style,
});

/** 000 §2: header cards scroll 300 px an arrow click. */
export const HEADER_CARD_SCROLL_PX = 300;
/** 000 §2: header cards are 200 px wide, 300 on medium screens. */
export const headerCardWidth = (mediumScreen: boolean): number => (mediumScreen ? 300 : 200);
