import type { Creation } from '@atelier/schema';
import { fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seeded, sequence } from '../test/random';
import {
  SHOP_VISIBILITY_WHERE,
  filterOfferedCategories,
  isByFollowedUser,
  isInListingScope,
  isMainCategory,
  isShopVisible,
  listingSortDirection,
  matchesCategoryFilters,
  moreFromCreator,
  orderForTab,
  recentCreatorCreations,
  selectListing,
  sortForTab,
  pickerCategories,
  splitCategories,
  visibleHomeTabs,
} from './listing';

const creation = (changes: Partial<Creation> = {}): Creation => ({ ...fixtures.creation, ...changes });

const at = (day: number, id = `c${day}`): Creation =>
  creation({ id, createdAt: `2024-05-${String(day).padStart(2, '0')}T00:00:00.000Z` });

describe('000 §5 shop visibility', () => {
  it('shows a public, not deleted, not draft creation of a public user', () => {
    expect(isShopVisible(creation())).toBe(true);
  });

  it.each([
    ['private', { visibility: 'private' as const }],
    ['deleted', { is_deleted: true }],
    ['draft', { is_draft: true }],
    ['by a private user', { user: { ...fixtures.creation.user!, visibility: 'private' as const } }],
  ])('hides a creation that is %s', (_name, changes) => {
    expect(isShopVisible(creation(changes))).toBe(false);
  });

  it('DECISIONS: a user without visibility counts as public', () => {
    expect(isShopVisible(creation({ user: undefined }))).toBe(true);
  });

  it('describes the same rule for the API query', () => {
    expect(SHOP_VISIBILITY_WHERE).toEqual({
      visibility: 'public',
      is_deleted: false,
      is_draft: false,
      userVisibility: 'public',
    });
  });
});

describe('000 §7 category AND-filters', () => {
  it('matches when the creation carries every selected category', () => {
    expect(matchesCategoryFilters(creation(), ['men', 'hoodies'])).toBe(true);
  });

  it('does not match when one selected category is missing', () => {
    expect(matchesCategoryFilters(creation(), ['men', 'women'])).toBe(false);
  });

  it('matches everything with no selection, even without categories', () => {
    expect(matchesCategoryFilters(creation({ creation_category: undefined }), [])).toBe(true);
  });
});

describe('000 §5 listing scope membership', () => {
  it('all: every creation', () => {
    expect(isInListingScope(creation(), { kind: 'all' })).toBe(true);
  });

  it('creator: only that creator', () => {
    expect(isInListingScope(creation(), { kind: 'creator', creatorAtName: 'mei_lin' })).toBe(true);
    expect(isInListingScope(creation(), { kind: 'creator', creatorAtName: 'kai' })).toBe(false);
  });

  it("producer: only creations on that producer's prebuilds", () => {
    expect(isInListingScope(creation(), { kind: 'producer', producerAtName: 'atelier_works' })).toBe(true);
    expect(isInListingScope(creation(), { kind: 'producer', producerAtName: 'other' })).toBe(false);
    expect(
      isInListingScope(creation({ prebuilds: undefined }), { kind: 'producer', producerAtName: 'x' }),
    ).toBe(false);
  });

  it('000 §7 following: creations of followed users', () => {
    expect(isByFollowedUser(creation(), ['user_mei'])).toBe(true);
    expect(isByFollowedUser(creation(), [])).toBe(false);
  });
});

describe('000 §7 tab ordering', () => {
  it.each(['latest', 'following', 'trending'] as const)('%s is descending', (tab) => {
    expect(listingSortDirection(tab)).toBe('desc');
  });

  it.each(['discover', null, undefined] as const)('%s is ascending', (tab) => {
    expect(listingSortDirection(tab)).toBe('asc');
  });

  it('sorts latest newest first and discover oldest first', () => {
    const items = [at(2), at(1), at(3)];
    expect(sortForTab(items, 'latest').map((c) => c.id)).toEqual(['c3', 'c2', 'c1']);
    expect(sortForTab(items, 'discover').map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
  });

  it('puts items without a time last and does not modify the input', () => {
    const items = [creation({ id: 'none', createdAt: undefined }), at(1)];
    expect(sortForTab(items, 'latest').map((c) => c.id)).toEqual(['c1', 'none']);
    expect(
      sortForTab([at(1), creation({ id: 'none', createdAt: undefined })], 'latest').map((c) => c.id),
    ).toEqual(['c1', 'none']);
    expect(items[0]?.id).toBe('none');
  });
});

describe('000 §7 trending shuffle', () => {
  it('shuffles with the injected random source (reproducible)', () => {
    const items = [at(1), at(2), at(3), at(4)];
    const a = orderForTab(items, 'trending', seeded(7)).map((c) => c.id);
    const b = orderForTab(items, 'trending', seeded(7)).map((c) => c.id);
    expect(a).toEqual(b);
    expect(orderForTab(items, 'trending', sequence(0)).map((c) => c.id)).toEqual(['c3', 'c2', 'c1', 'c4']);
  });

  it('property: the shuffle keeps every item exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 28 }), { maxLength: 30 }),
        fc.integer(),
        (days, seed) => {
          const items = days.map((day, index) => at(day, `c${index}`));
          const shuffled = orderForTab(items, 'trending', seeded(seed));
          expect(shuffled.map((c) => c.id).sort()).toEqual(items.map((c) => c.id).sort());
        },
      ),
    );
  });

  it('other tabs ignore the random source', () => {
    const items = [at(2), at(1)];
    expect(orderForTab(items, 'latest', sequence(0.99)).map((c) => c.id)).toEqual(['c2', 'c1']);
  });
});

describe('000 §5, §7 the whole listing', () => {
  it('keeps visible creations in scope, with all categories, followed on following', () => {
    const items = [
      at(1, 'visible'),
      creation({ id: 'draft', is_draft: true }),
      creation({ id: 'other', user: { name: 'Kai', at_name: 'kai' } }),
      creation({ id: 'women', creation_category: [{ name: 'Women', value: 'women' }] }),
    ];
    const query = { scope: { kind: 'creator', creatorAtName: 'mei_lin' } as const, random: sequence(0) };
    expect(
      selectListing(items, { ...query, tab: 'latest', categoryValues: ['men'] }).map((c) => c.id),
    ).toEqual(['visible']);
    expect(selectListing(items, { ...query, tab: 'following' })).toEqual([]);
    expect(
      selectListing(items, { ...query, tab: 'following', followedUserIds: ['user_mei'] }).map((c) => c.id),
    ).toEqual(['women', 'visible']); // newest first: 08:00 before 00:00
  });
});

describe('000 §2 home tabs', () => {
  it('hides Following when no user name exists', () => {
    expect(visibleHomeTabs({})).toEqual(['trending', 'latest', 'discover']);
    expect(visibleHomeTabs({ userName: '' })).toEqual(['trending', 'latest', 'discover']);
  });

  it('shows Following to a signed-in user', () => {
    expect(visibleHomeTabs({ userName: 'Mei' })).toEqual(['trending', 'latest', 'discover', 'following']);
  });

  it('drops tabs the producer blacklisted', () => {
    expect(
      visibleHomeTabs({ userName: 'Mei', tabBlacklist: fixtures.producer.metadata.tabBlacklist }),
    ).toEqual(['trending', 'latest', 'following']);
  });
});

describe('000 §2 shop category filter (homePage.categoriesFilter)', () => {
  const categories = [
    { name: 'Men', value: 'men' },
    { name: 'Women', value: 'women' },
    { name: 'Hoodies', value: 'hoodies' },
  ];

  it('offers only the whitelist', () => {
    expect(filterOfferedCategories(categories, fixtures.caseMetadata.homePage.categoriesFilter)).toEqual(
      categories.slice(0, 2),
    );
  });

  it('offers all but the blacklist', () => {
    expect(filterOfferedCategories(categories, { blacklist: ['men'] }).map((c) => c.value)).toEqual([
      'women',
      'hoodies',
    ]);
  });

  it('offers all without a filter', () => {
    expect(filterOfferedCategories(categories, undefined)).toEqual(categories);
  });
});

describe('000 §3 main categories', () => {
  it('Men, Women, Unisex and Accessories are main; others are sub-categories', () => {
    const all = ['Men', 'women', 'Unisex', 'ACCESSORIES', 'Hoodies'].map((name) => ({ name }));
    expect(all.map(isMainCategory)).toEqual([true, true, true, true, false]);
    expect(splitCategories(all).sub).toEqual([{ name: 'Hoodies' }]);
  });

  it('lists the picker with the main categories first, in their fixed order, then the rest', () => {
    const names = ['Hoodies', 'accessories', 'Women', 'Caps', 'Men', ' Unisex'].map((name) => ({ name }));
    expect(pickerCategories(names).map((category) => category.name)).toEqual([
      'Men',
      'Women',
      ' Unisex',
      'accessories',
      'Hoodies',
      'Caps',
    ]);
  });
});

describe('000 §2 creator page', () => {
  it('shows up to 6 recent visible creations, newest first', () => {
    const items = [
      ...Array.from({ length: 8 }, (_, i) => at(i + 1)),
      creation({ id: 'draft', is_draft: true }),
    ];
    expect(recentCreatorCreations(items).map((c) => c.id)).toEqual(['c8', 'c7', 'c6', 'c5', 'c4', 'c3']);
  });

  it('the more-from-creator panel shows 3 others at random', () => {
    const items = Array.from({ length: 6 }, (_, i) => at(i + 1));
    const picked = moreFromCreator(items, 'c1', seeded(3));
    expect(picked).toHaveLength(3);
    expect(picked.map((c) => c.id)).not.toContain('c1');
    expect(new Set(picked.map((c) => c.id)).size).toBe(3);
  });
});
