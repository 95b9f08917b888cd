import { MAIN_SITE_LABELS, parseHost, SHOP_LIMITS, shopSettingsIssues } from '@atelier/domain';
import type { ShopText } from './i18n/useShopText';
import type { ShopSettings } from './useShopSettings';

/** Field path (as the API names it: `notice.title`, `headerCards[0].url`) to its message. */
export type ShopFormErrors = Readonly<Record<string, string>>;

const RULE_KEYS = {
  noticeEmpty: 'errorNoticeEmpty',
  bannerImage: 'errorBannerImage',
  link: 'errorLink',
} as const;

/**
 * What is wrong with the shop as the creator typed it, at each field, in their language: the
 * lengths and required fields of `PUT /api/me/shop` and the domain's rules
 * (`shopSettingsIssues`), so a save the API would refuse is never sent.
 */
export function shopFormErrors(shop: ShopSettings, t: ShopText): ShopFormErrors {
  const errors: Record<string, string> = {};
  const tooLong = (path: string, value: string, max: number) => {
    if (value.trim().length > max) errors[path] = t('errorTooLong', { max });
  };
  tooLong('bio', shop.bio, SHOP_LIMITS.bio);
  tooLong('notice.title', shop.notice.title, SHOP_LIMITS.noticeTitle);
  tooLong('notice.text', shop.notice.text, SHOP_LIMITS.noticeText);
  shop.headerCards.forEach((card, index) => {
    const at = `headerCards[${index}]`;
    if (card.title.trim() === '') errors[`${at}.title`] = t('errorRequired');
    tooLong(`${at}.title`, card.title, SHOP_LIMITS.cardTitle);
    tooLong(`${at}.description`, card.description, SHOP_LIMITS.cardDescription);
    if (!card.thumbnail) errors[`${at}.thumbnail`] = t('errorCardImage');
    if (card.url.trim() === '') errors[`${at}.url`] = t('errorRequired');
  });
  for (const issue of shopSettingsIssues({
    ...shop,
    headerCards: shop.headerCards.map((card) => ({ ...card, url: card.url.trim() })),
  })) {
    errors[issue.path] ??= t(RULE_KEYS[issue.rule]);
  }
  return errors;
}

/** The shop as the API takes it: texts trimmed, an empty banner link as none. */
export function shopToSave(shop: ShopSettings): ShopSettings {
  const link = shop.banner.link?.trim() ?? '';
  return {
    bio: shop.bio.trim(),
    notice: { ...shop.notice, title: shop.notice.title.trim(), text: shop.notice.text.trim() },
    banner: { ...shop.banner, link: link === '' ? null : link },
    headerCards: shop.headerCards.map((card) => ({
      title: card.title.trim(),
      description: card.description.trim(),
      thumbnail: card.thumbnail,
      url: card.url.trim(),
    })),
  };
}

/**
 * The host of a creator's shop seen from the current host (000 §1): the main site's own
 * label (www, go, dev) is replaced by the creator id (`dev.` keeps the dev host as
 * `{id}-dev.`); a bare host (`atelier.com`, `localhost:4606`) gets it in front; an IP address,
 * which has no sub-domains, becomes `{id}.localhost`.
 */
export function shopHostFor(currentHost: string, creatorId: string): string {
  const port = /:\d+$/.exec(currentHost)?.[0] ?? '';
  const hostname = currentHost.slice(0, currentHost.length - port.length).toLowerCase();
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('['))
    return `${creatorId}.localhost${port}`;
  const labels = hostname.split('.');
  const info = parseHost(currentHost);
  const first = labels[0] ?? '';
  if (labels.length > 2 && (!info.isMainSite || MAIN_SITE_LABELS.includes(first))) {
    const dev = info.isDevHost ? '-dev' : '';
    return [`${creatorId}${dev}`, ...labels.slice(1)].join('.') + port;
  }
  return `${creatorId}.${hostname}${port}`;
}
