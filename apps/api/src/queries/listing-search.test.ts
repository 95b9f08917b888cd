import { beforeAll, describe, expect, it } from 'vitest';
import { insertCreation, insertUser } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';
import { foldSearchText, searchWords, wholeWordPattern, wordPattern } from './search';

describe('search words', () => {
  it('folds case, accents and punctuation, and bounds the words', () => {
    expect(foldSearchText('Inès CRÈME-brûlée_Straße')).toBe('ines creme brulee strasse');
    expect(searchWords('  Hoodie  MEN hoodie @mei ')).toEqual(['hoodie', 'men', 'mei']);
    expect(searchWords('a b c d e f g h')).toHaveLength(6);
    expect(searchWords('%_ -')).toEqual([]);
  });

  it('matches Latin words at a word start, CJK words anywhere', () => {
    expect(wordPattern('men')).toBe('% men%');
    expect(wordPattern('連帽')).toBe('%連帽%');
    expect(wholeWordPattern('mei')).toBe('% mei %');
  });
});

/** Issue 18: words in any order over name, categories, creator name and handle. */
describeOnDatabases('the shop search', (suite) => {
  let store: TestStore;
  const made: Record<string, string> = {};
  const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
  const search = async (q: string, extra = '') => {
    const answer = await suite().client.get(`/api/creations?q=${encodeURIComponent(q)}&limit=60${extra}`);
    expect(answer.status).toBe(200);
    return answer.body as { items: { id: string; name: string }[]; nextCursor: string | null };
  };

  beforeAll(async () => {
    const { database } = suite();
    const db = database.db;
    store = await buildStore(db, { creations: 0 });
    const mei = await insertUser(db, {
      email: `mei.${store.tag}@example.test`,
      name: 'Méi Lín',
      at_name: `meilin_${store.tag}`,
      password: 'x',
      is_creator: true,
    });
    const piece = async (key: string, userId: string, name: string, categoryIds: string[], day: number) => {
      made[key] = await insertCreation(db, {
        userId,
        prebuildId: store.prebuildId,
        producerId: store.producerId,
        name,
        description: 'Soft men hoodie tee words only in the description',
        totalPrice: 40_000,
        purchaseType: 'instant-purchase',
        categoryIds,
        createdAt: new Date(Date.UTC(2025, 0, day)),
      });
    };
    await piece(
      'menHoodie',
      store.creator.id,
      `Harbour Pullover ${store.tag}`,
      [store.categories.men, store.categories.hoodies],
      1,
    );
    await piece('womenHoodie', store.creator.id, `Harbour Hoodie ${store.tag}`, [store.categories.women], 2);
    await piece('menTee', store.creator.id, `Harbour Tee ${store.tag}`, [store.categories.men], 3);
    await piece('meiTee', mei, `Café Crème Tee ${store.tag}`, [store.categories.unisex], 4);
    await piece('meiCap', mei, `Canvas Cap ${store.tag}`, [store.categories.accessories], 5);
    // Every word in the name: listed before the older match above although it is newer.
    await piece('namedMenHoodie', mei, `Men's Hoodie ${store.tag}`, [store.categories.unisex], 6);
  });

  it('finds "hoodie men" by category names, never "men" inside "Women"', async () => {
    const found = ids(await search('hoodie men'));
    expect(found).toContain(made.menHoodie);
    expect(found).toContain(made.namedMenHoodie);
    expect(found).not.toContain(made.womenHoodie);
    expect(found).not.toContain(made.menTee);
  });

  it('finds the same in any order, ranking name matches first', async () => {
    const first = ids(await search('hoodie men'));
    const second = ids(await search('MEN   Hoodie'));
    expect(second).toEqual(first);
    expect(first.indexOf(made.namedMenHoodie!)).toBeLessThan(first.indexOf(made.menHoodie!));
  });

  it('finds "mei tee" by the creator name, accents folded, and by the @handle', async () => {
    const found = ids(await search('mei tee'));
    expect(found).toContain(made.meiTee);
    expect(found).not.toContain(made.meiCap);
    expect(found).not.toContain(made.menTee);
    // A creator's name counts as whole words: "me" is no prefix of "Méi" here.
    expect(ids(await search('tee me'))).not.toContain(made.meiTee);
    expect(ids(await search(`CREME @meilin_${store.tag}`))).toEqual([made.meiTee]);
  });

  it('finds nothing when one word is in no field (the description is not searched)', async () => {
    expect(ids(await search(`hoodie zeppelin`))).toEqual([]);
    expect(ids(await search(`soft ${store.tag}`))).toEqual([]);
    expect(ids(await search('%%'))).toEqual([]);
  });

  it('pages a search without repeating or skipping across the rank change', async () => {
    expect(ids(await search(store.tag))).toHaveLength(6);
    const whole = ids(await search('hoodie men'));
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const extra: string = cursor ? `&cursor=${cursor}` : '';
      const page = await suite().client.get(`/api/creations?q=hoodie%20men&limit=1${extra}`);
      expect(page.status).toBe(200);
      paged.push(...ids(page.body));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(paged).toEqual(whole);
  });
});
