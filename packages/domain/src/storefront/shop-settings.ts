/**
 * Issue 18: a creator's shop on their sub-domain carries their own home content (000 §3
 * producer metadata: homePage notice and banner, and header cards of 000 §2), which the
 * creator edits. These are the rules the API enforces on a save and the dashboard checks
 * as the creator types, so both answer the same problems.
 */

/** Limits of a creator's shop content (the documents give none: the product's choice). */
export const SHOP_LIMITS = {
  /** The short line under the creator's name in the shop's header. */
  bio: 160,
  noticeTitle: 120,
  noticeText: 1000,
  cardTitle: 80,
  cardDescription: 200,
  link: 500,
  headerCards: 12,
  /** Banner width / height: from a square to a thin strip. */
  minAspectRatio: 1,
  maxAspectRatio: 8,
} as const;

export interface ShopNoticeInput {
  readonly enabled: boolean;
  readonly title: string;
  readonly text: string;
}

export interface ShopBannerInput {
  readonly enabled: boolean;
  readonly url: string | null;
  readonly link: string | null;
}

export interface ShopCardInput {
  readonly title: string;
  readonly url: string;
}

export interface ShopSettingsInput {
  readonly notice: ShopNoticeInput;
  readonly banner: ShopBannerInput;
  readonly headerCards: readonly ShopCardInput[];
}

/** Why a field is refused: each has one message in the API and one text per language on the web. */
export type ShopSettingsRule = 'noticeEmpty' | 'bannerImage' | 'link';

export interface ShopSettingsIssue {
  /** The field, as the API's issues name it (`notice.text`, `headerCards[1].url`). */
  readonly path: string;
  readonly rule: ShopSettingsRule;
}

/**
 * A link a shop may point to: a path on this site (`/shop`, not `//elsewhere`) or an https
 * address. Anything else (`javascript:`, plain http, a bare word) is refused, since a shop's
 * visitors follow these links trusting the shop.
 */
export const isShopLink = (link: string): boolean => {
  if (link.length === 0 || link.length > SHOP_LIMITS.link || /\s/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\');
  return /^https:\/\/[^/?#]+\.[^/?#]+/i.test(link);
};

/**
 * The rules a shop's content breaks, in the order the form shows its fields: an enabled
 * notice needs a title or a text, an enabled banner an image, and every link must be a
 * {@link isShopLink}. A disabled notice or banner may be incomplete (kept as a draft).
 */
export function shopSettingsIssues(input: ShopSettingsInput): ShopSettingsIssue[] {
  const issues: ShopSettingsIssue[] = [];
  if (input.notice.enabled && input.notice.title.trim() === '' && input.notice.text.trim() === '')
    issues.push({ path: 'notice.text', rule: 'noticeEmpty' });
  if (input.banner.enabled && !input.banner.url) issues.push({ path: 'banner.url', rule: 'bannerImage' });
  if (input.banner.link && !isShopLink(input.banner.link)) issues.push({ path: 'banner.link', rule: 'link' });
  input.headerCards.forEach((card, index) => {
    if (!isShopLink(card.url)) issues.push({ path: `headerCards[${index}].url`, rule: 'link' });
  });
  return issues;
}
