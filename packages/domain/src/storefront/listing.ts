import type { CategoriesFilter, Creation, CreationCategory, HomeTab } from '@atelier/schema';
import { HOME_TABS, MAIN_CATEGORIES } from '@atelier/schema';
import type { RandomSource } from '../shared/random';
import { pickRandom, shuffle } from '../shared/random';
import type { ListingScope } from './host';

/**
 * 000 §2, §5, §7 what the home, shop and creator pages list and in which order.
 * Each rule is a predicate or a sort over plain creations (so the web host and tests
 * can run it) and, where the API builds a query, a description of the same rule.
 */

/** The fields of a creation the shop's visibility rule reads. */
export type ShopVisibilityFields = Pick<Creation, 'visibility' | 'is_deleted' | 'is_draft' | 'user'>;

/**
 * 000 §5, §7: the shop lists creations that are public, not deleted, not draft and
 * whose user is public. For the API's `where` clause.
 */
export const SHOP_VISIBILITY_WHERE = {
  visibility: 'public',
  is_deleted: false,
  is_draft: false,
  userVisibility: 'public',
} as const;

/**
 * 000 §5: true when the shop may list the creation. A creation read without its user,
 * or whose user row has no visibility, counts as having a public user (the user
 * schema's default).
 */
export const isShopVisible = (creation: ShopVisibilityFields): boolean =>
  creation.visibility === SHOP_VISIBILITY_WHERE.visibility &&
  creation.is_deleted === SHOP_VISIBILITY_WHERE.is_deleted &&
  creation.is_draft === SHOP_VISIBILITY_WHERE.is_draft &&
  (creation.user?.visibility ?? 'public') === SHOP_VISIBILITY_WHERE.userVisibility;

/**
 * 000 §7: category filters are AND-ed: the creation must carry every selected category
 * value. No selected category matches everything.
 */
export const matchesCategoryFilters = (
  creation: Pick<Creation, 'creation_category'>,
  categoryValues: readonly string[],
): boolean => {
  const values = new Set((creation.creation_category ?? []).map((category) => category.value));
  return categoryValues.every((value) => values.has(value));
};

/** The fields of a creation the listing scope reads: its user and its prebuilds' producer. */
export type ScopeFields = Pick<Creation, 'user' | 'prebuilds'>;

/** 000 §5: whether a creation belongs to a listing scope (see `listingScope`). */
export const isInListingScope = (creation: ScopeFields, scope: ListingScope): boolean => {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'creator':
      return creation.user?.at_name === scope.creatorAtName;
    case 'producer':
      return (creation.prebuilds ?? []).some(
        (prebuild) => prebuild.producer?.at_name === scope.producerAtName,
      );
  }
};

/** 000 §7: the following tab lists creations of users the current user follows. */
export const isByFollowedUser = (
  creation: Pick<Creation, 'userId'>,
  followedUserIds: readonly string[],
): boolean => followedUserIds.includes(creation.userId);

export type SortDirection = 'asc' | 'desc';

/** 000 §7: listings are ordered by creation time. */
export const LISTING_ORDER_FIELD = 'createdAt';

const DESCENDING_TABS: readonly HomeTab[] = ['latest', 'following', 'trending'];

/** 000 §7: newest first for latest, following and trending; otherwise oldest first. */
export const listingSortDirection = (tab: HomeTab | null | undefined): SortDirection =>
  tab !== null && tab !== undefined && DESCENDING_TABS.includes(tab) ? 'desc' : 'asc';

/**
 * 000 §7: sorts by `createdAt` in the tab's direction. Items without a time sort last;
 * ties keep their order. The input is not modified.
 */
export const sortForTab = <T extends Pick<Creation, 'createdAt'>>(
  items: readonly T[],
  tab: HomeTab | null | undefined,
): T[] => {
  const sign = listingSortDirection(tab) === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => {
    if (a.createdAt === undefined || b.createdAt === undefined) {
      return Number(a.createdAt === undefined) - Number(b.createdAt === undefined);
    }
    return sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt));
  });
};

/**
 * 000 §7: orders a page of a tab. Trending results are shuffled with the injected
 * random source (the API shuffles each page it serves); other tabs are sorted.
 */
export const orderForTab = <T extends Pick<Creation, 'createdAt'>>(
  items: readonly T[],
  tab: HomeTab | null | undefined,
  random: RandomSource,
): T[] => (tab === 'trending' ? shuffle(sortForTab(items, tab), random) : sortForTab(items, tab));

export interface ListingQuery {
  readonly scope: ListingScope;
  readonly tab?: HomeTab | null;
  /** Selected category values, AND-ed. */
  readonly categoryValues?: readonly string[];
  /** Users the signed-in user follows; required for the following tab. */
  readonly followedUserIds?: readonly string[];
  readonly random: RandomSource;
}

/**
 * 000 §5, §7 the whole listing rule over in-memory creations: visible, in scope,
 * matching every category, followed (following tab), then ordered for the tab.
 */
export const selectListing = <
  T extends ShopVisibilityFields & ScopeFields & Pick<Creation, 'userId' | 'createdAt' | 'creation_category'>,
>(
  creations: readonly T[],
  query: ListingQuery,
): T[] => {
  const categories = query.categoryValues ?? [];
  const followed = query.followedUserIds ?? [];
  const listed = creations.filter(
    (creation) =>
      isShopVisible(creation) &&
      isInListingScope(creation, query.scope) &&
      matchesCategoryFilters(creation, categories) &&
      (query.tab !== 'following' || isByFollowedUser(creation, followed)),
  );
  return orderForTab(listed, query.tab, query.random);
};

/** 000 §2: the home tabs shown. Following needs a signed-in user name; a producer may blacklist tabs. */
export const visibleHomeTabs = (options: {
  readonly userName?: string | null;
  readonly tabBlacklist?: readonly HomeTab[];
}): HomeTab[] => {
  const blacklist = options.tabBlacklist ?? [];
  const signedIn = Boolean(options.userName);
  return HOME_TABS.filter((tab) => !blacklist.includes(tab) && (tab !== 'following' || signedIn));
};

/**
 * 000 §2: the categories the shop's filter button offers, from the case setting
 * homePage.categoriesFilter: only the whitelist, or all but the blacklist.
 */
export const filterOfferedCategories = <T extends Pick<CreationCategory, 'value'>>(
  categories: readonly T[],
  filter: CategoriesFilter | undefined,
): T[] => {
  if (filter?.whitelist !== undefined) {
    const whitelist = filter.whitelist;
    return categories.filter((category) => whitelist.includes(category.value));
  }
  const blacklist = filter?.blacklist ?? [];
  return categories.filter((category) => !blacklist.includes(category.value));
};

/** 000 §3: Men, Women, Unisex and Accessories are the main categories (any case). */
export const isMainCategory = (category: Pick<CreationCategory, 'name'>): boolean =>
  MAIN_CATEGORIES.some((main) => main.toLowerCase() === category.name.trim().toLowerCase());

/** 000 §3: splits categories into the fixed main ones and the sub-categories. */
export const splitCategories = <T extends Pick<CreationCategory, 'name'>>(
  categories: readonly T[],
): { main: T[]; sub: T[] } => ({
  main: categories.filter(isMainCategory),
  sub: categories.filter((category) => !isMainCategory(category)),
});

/**
 * 001 §9: the category picker's list: the main categories first, in their fixed order
 * (Men, Women, Unisex, Accessories), then the sub-categories in the order given.
 */
export const pickerCategories = <T extends Pick<CreationCategory, 'name'>>(categories: readonly T[]): T[] => {
  const { main, sub } = splitCategories(categories);
  const rank = (category: T) =>
    MAIN_CATEGORIES.findIndex((name) => name.toLowerCase() === category.name.trim().toLowerCase());
  return [...main.sort((a, b) => rank(a) - rank(b)), ...sub];
};

/** 000 §2: a creator page shows up to 6 recent public creations. */
export const CREATOR_PAGE_RECENT_LIMIT = 6;

/** 000 §2: the creator page's recent creations: shop-visible, newest first, at most 6. */
export const recentCreatorCreations = <T extends ShopVisibilityFields & Pick<Creation, 'createdAt'>>(
  creations: readonly T[],
): T[] => sortForTab(creations.filter(isShopVisible), 'latest').slice(0, CREATOR_PAGE_RECENT_LIMIT);

/** 000 §2: the more-from-creator panel shows 3 at random. */
export const MORE_FROM_CREATOR_COUNT = 3;

/** 000 §2: 3 other shop-visible creations of the creator, picked at random. */
export const moreFromCreator = <T extends ShopVisibilityFields & Pick<Creation, 'id'>>(
  creations: readonly T[],
  currentCreationId: string,
  random: RandomSource,
): T[] =>
  pickRandom(
    creations.filter((creation) => creation.id !== currentCreationId && isShopVisible(creation)),
    MORE_FROM_CREATOR_COUNT,
    random,
  );
