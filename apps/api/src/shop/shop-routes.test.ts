/* eslint-disable @typescript-eslint/no-explicit-any -- tests read JSON answers loosely */
import { beforeAll, expect, it } from 'vitest';
import { insertUser } from '../db/builders';
import { toJson } from '../lib/json';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

const SHOP = {
  bio: 'Hand-finished knitwear from Lisbon.',
  notice: { enabled: true, title: 'Autumn drop', text: 'Ten pieces, cut to order.' },
  banner: { enabled: true, url: 'banner.png', link: '/shop', aspectRatio: 5 },
  headerCards: [
    { title: 'Lookbook', description: 'The autumn story', thumbnail: 'look.png', url: '/shop' },
    { title: 'Press', description: '', thumbnail: 'press.png', url: 'https://example.com/press' },
  ],
};

describeOnDatabases('a creator’s shop (GET/PUT /api/me/shop, home on the sub-domain)', (suite) => {
  let store: TestStore;
  let creator: string;
  let shopper: string;
  const shopHost = () => ({ host: `${store.creator.at_name}.atelier.test` });

  beforeAll(async () => {
    const { db } = suite().database;
    store = await buildStore(db, { creations: 1 });
    creator = await signIn(suite().client, store.creator.email);
    shopper = await signIn(suite().client, store.other.email);
    // The platform's welcome and cards, which a creator's shop must never show.
    await db
      .insertInto('home_items')
      .values([
        {
          id: `hp_${store.tag}`,
          scope: 'platform',
          kind: 'header_card',
          position: 0,
          data: toJson({ title: 'Platform card', description: '', thumbnail: 'p.png', url: '/shop' }),
        },
      ])
      .execute();
  });

  it('answers an empty shop before the creator saves one, and 401/403 to others', async () => {
    const { client } = suite();
    const empty = await client.get('/api/me/shop', { cookie: creator });
    expect(empty.status).toBe(200);
    expect(empty.body.shop).toEqual({
      bio: '',
      notice: { enabled: false, title: '', text: '' },
      banner: { enabled: false, url: null, link: null, aspectRatio: 4 },
      headerCards: [],
    });
    expect((await client.get('/api/me/shop')).status).toBe(401);
    const refused = await client.put('/api/me/shop', SHOP, { cookie: shopper });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('A shop is for creators.');
  });

  it('shows no platform content on the shop before the creator writes any', async () => {
    const home = await suite().client.get('/api/home', { headers: shopHost() });
    expect(home.status).toBe(200);
    expect(home.body.headerCards).toEqual([]);
    expect(home.body.trendMedia).toEqual([]);
    expect(home.body.notice).toBeNull();
    expect(home.body.banner).toBeNull();
  });

  it('saves the shop and its sub-domain home shows it, not the platform’s', async () => {
    const { client } = suite();
    const saved = await client.put('/api/me/shop', SHOP, { cookie: creator });
    expect(saved.status).toBe(200);
    expect(saved.body.shop).toEqual(SHOP);
    expect((await client.get('/api/me/shop', { cookie: creator })).body.shop).toEqual(SHOP);
    const home = await client.get('/api/home', { headers: shopHost() });
    expect(home.body.creator.at_name).toBe(store.creator.at_name);
    expect(home.body.bio).toBe(SHOP.bio);
    expect(home.body.notice).toEqual(SHOP.notice);
    expect(home.body.banner).toEqual(SHOP.banner);
    expect(home.body.headerCards).toEqual(SHOP.headerCards);
    const main = await client.get('/api/home');
    expect(main.body.headerCards.map((card: any) => card.title)).toContain('Platform card');
    expect(main.body.headerCards.map((card: any) => card.title)).not.toContain('Lookbook');
    expect(main.body.bio).toBeNull();
  });

  it('reorders and removes cards by saving the new list', async () => {
    const { client } = suite();
    const next = { ...SHOP, headerCards: [SHOP.headerCards[1]] };
    expect((await client.put('/api/me/shop', next, { cookie: creator })).body.shop.headerCards).toEqual([
      SHOP.headerCards[1],
    ]);
    const home = await client.get('/api/home', { headers: shopHost() });
    expect(home.body.headerCards).toEqual([SHOP.headerCards[1]]);
    await client.put('/api/me/shop', SHOP, { cookie: creator });
  });

  it('refuses a malformed body with 400 and every invalid path, writing nothing', async () => {
    const { client } = suite();
    const bad = await client.put(
      '/api/me/shop',
      {
        ...SHOP,
        banner: { ...SHOP.banner, aspectRatio: 20 },
        headerCards: [{ ...SHOP.headerCards[0], title: '' }],
        extra: 1,
      },
      { cookie: creator },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.issues.map((issue: any) => issue.path).sort()).toEqual(
      ['', 'banner.aspectRatio', 'headerCards[0].title'].sort(),
    );
    expect((await client.get('/api/me/shop', { cookie: creator })).body.shop).toEqual(SHOP);
  });

  it('refuses broken rules with a precise 422, writing nothing', async () => {
    const { client } = suite();
    const answer = await client.put(
      '/api/me/shop',
      {
        ...SHOP,
        notice: { enabled: true, title: '', text: '  ' },
        banner: { enabled: true, url: null, link: 'javascript:alert(1)', aspectRatio: 4 },
        headerCards: [
          SHOP.headerCards[0],
          { ...SHOP.headerCards[1], url: '//evil.test', thumbnail: 'data:image/png;base64,AAAA' },
        ],
      },
      { cookie: creator },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('shop_invalid');
    expect(answer.body.error.message).toBe('An enabled notice needs a title or a text.');
    expect(answer.body.error.issues).toEqual([
      { path: 'notice.text', message: 'An enabled notice needs a title or a text.' },
      { path: 'banner.url', message: 'An enabled banner needs an image.' },
      {
        path: 'banner.link',
        message: 'Expected a path on this site (such as /shop) or an https:// address.',
      },
      {
        path: 'headerCards[1].url',
        message: 'Expected a path on this site (such as /shop) or an https:// address.',
      },
      { path: 'headerCards[1].thumbnail', message: expect.stringContaining('data URL') },
    ]);
    expect((await client.get('/api/me/shop', { cookie: creator })).body.shop).toEqual(SHOP);
  });

  it('keeps a disabled notice and banner as drafts, and the home hides them', async () => {
    const { client } = suite();
    const draft = {
      ...SHOP,
      notice: { ...SHOP.notice, enabled: false },
      banner: { ...SHOP.banner, enabled: false },
    };
    expect((await client.put('/api/me/shop', draft, { cookie: creator })).status).toBe(200);
    const home = await client.get('/api/home', { headers: shopHost() });
    expect(home.body.notice.enabled).toBe(false);
    const untitled = { ...SHOP, notice: { enabled: true, title: '', text: 'Only a text.' } };
    expect((await client.put('/api/me/shop', untitled, { cookie: creator })).status).toBe(200);
    const titled = await client.get('/api/home', { headers: shopHost() });
    expect(titled.body.notice).toEqual({
      enabled: true,
      title: `creator ${store.tag}`,
      text: 'Only a text.',
    });
    expect(home.body.banner.enabled).toBe(false);
    await client.put('/api/me/shop', SHOP, { cookie: creator });
  });

  it('answers 404 for a sub-domain that is no public creator’s, and keeps main-site hosts', async () => {
    const { client, database } = suite();
    const privateCreator = await insertUser(database.db, {
      email: `hidden.${store.tag}@example.test`,
      name: 'Hidden',
      at_name: `hidden${store.tag}`,
      is_creator: true,
      visibility: 'private',
    });
    expect(privateCreator).toBeTruthy();
    for (const host of [
      `nobody${store.tag}.atelier.test`,
      `${store.other.at_name}.atelier.test`, // a shopper, not a creator
      `hidden${store.tag}.atelier.test`,
      `nobody${store.tag}-dev.atelier.test`,
    ]) {
      const answer = await client.get('/api/home', { headers: { host } });
      expect(answer.status, host).toBe(404);
      expect(answer.body.error.message).toBe('That shop was not found.');
    }
    for (const host of [
      'atelier.test',
      'www.atelier.test',
      'go.atelier.test',
      'dev.atelier.test',
      'atelier.example.com',
      'localhost:4606',
    ]) {
      const answer = await client.get('/api/home', { headers: { host } });
      expect(answer.status, host).toBe(200);
      expect(answer.body.host.isMainSite, host).toBe(true);
    }
    const dev = await client.get('/api/home', {
      headers: { host: `${store.creator.at_name}-dev.atelier.test` },
    });
    expect(dev.status).toBe(200);
    expect(dev.body.creator.at_name).toBe(store.creator.at_name);
  });
});
