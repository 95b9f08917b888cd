import { beforeAll, describe, expect, it } from 'vitest';
import { insertProducer } from '../db/builders';
import { migrateToLatest } from '../db/migrate';
import { seed } from '../db/seed';
import { memoryStorage } from '../storage/blob-storage';
import { sqliteTestDatabase } from '../test/databases';
import { describeOnDatabases, type Suite } from '../test/harness';
import { buildStore, PASSWORD, type TestStore } from '../test/store';
import { sessionCookie } from '../test/session-cookie';

/** A name or handle `label` would pass for another: [label, character]. */
const HIDDEN: [string, string][] = [
  ['NUL', '\u0000'],
  ['a line break', '\n'],
  ['a right-to-left override', '\u202E'],
  ['a right-to-left isolate', '\u2067'],
  ['a zero-width space', '\u200B'],
  ['a zero-width joiner', '\u200D'],
  ['a byte order mark', '\uFEFF'],
];

const codePoint = (char: string) =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

const counts = async (suite: Suite) => {
  const users = await suite.database.db
    .selectFrom('users')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('updated_at').as('latest')])
    .executeTakeFirstOrThrow();
  const producers = await suite.database.db
    .selectFrom('producers')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('updated_at').as('latest')])
    .executeTakeFirstOrThrow();
  return JSON.stringify([users, producers]);
};

let serial = 0;
const fresh = () => `${Date.now().toString(36)}${(serial += 1)}`;

describeOnDatabases('names and handles', (suite) => {
  let store: TestStore;
  let memberCookie: string;
  beforeAll(async () => {
    store = await buildStore(suite().database.db, { creations: 0 });
    const answer = await suite().client.post('/api/auth/sign-in', {
      email: store.producerMember.email,
      password: PASSWORD,
    });
    memberCookie = sessionCookie(answer.headers);
  });

  it('refuses a handle that differs from a producer’s only by case (409), and one from a user’s', async () => {
    const { client } = suite();
    const tag = fresh();
    await insertProducer(suite().database.db, { name: 'Studio', at_name: `studio_${tag}` });
    const shadow = await client.post('/api/auth/sign-up', {
      email: `shadow${tag}@example.test`,
      at_name: `STUDIO_${tag}`,
      name: 'Shadow',
      password: 'long enough password',
    });
    expect(shadow.status, shadow.text).toBe(409);
    expect(shadow.body.error.code).toBe('at_name_taken');
    const user = await client.signUp({ at_name: `Mixed_${tag}` });
    const again = await client.post('/api/auth/sign-up', {
      email: `again${tag}@example.test`,
      at_name: `mIXED_${tag}`,
      name: 'Again',
      password: 'long enough password',
    });
    expect(again.status).toBe(409);
    expect(user.at_name).toBe(`Mixed_${tag}`);
  });

  it('keeps producers’ handles unique whatever their case (a unique index on the lower-cased handle)', async () => {
    const tag = fresh();
    await insertProducer(suite().database.db, { name: 'One', at_name: `loom_${tag}` });
    await expect(
      insertProducer(suite().database.db, { name: 'Two', at_name: `LOOM_${tag}` }),
    ).rejects.toThrow();
  });

  it('finds a producer and a user by their handle in any case', async () => {
    const { client } = suite();
    const upper = store.producerAtName.toUpperCase();
    const producer = await client.get(`/api/producers/${upper}`);
    expect(producer.status).toBe(200);
    expect(producer.body.producer.at_name).toBe(store.producerAtName);
    const prebuilds = await client.get(`/api/producers/${upper}/prebuilds`);
    expect(prebuilds.status).toBe(200);
    expect(prebuilds.body.data.length).toBeGreaterThan(0);
    const user = await client.get(`/api/users/${store.creator.at_name.toUpperCase()}`);
    expect(user.status).toBe(200);
    expect(user.body.user.at_name).toBe(store.creator.at_name);
  });

  it.each(HIDDEN)(
    'refuses %s in a sign-up name or handle with a precise 422, writing nothing',
    async (_l, char) => {
      const { client } = suite();
      const before = await counts(suite());
      const tag = fresh();
      const badName = await client.post('/api/auth/sign-up', {
        email: `n${tag}@example.test`,
        at_name: `name_${tag}`,
        name: `Mei${char}Lin`,
        password: 'long enough password',
      });
      expect(badName.status, badName.text).toBe(422);
      expect(badName.body.error).toMatchObject({
        code: 'unsafe_characters',
        key: 'text.unsafeCharacter',
        params: { character: codePoint(char) },
      });
      expect(badName.body.error.issues).toEqual([
        { path: 'name', message: expect.stringContaining(`${codePoint(char)} (character 4)`) },
      ]);
      const badHandle = await client.post('/api/auth/sign-up', {
        email: `h${tag}@example.test`,
        at_name: `mei${char}lin_${tag}`,
        name: 'Mei Lin',
        password: 'long enough password',
      });
      expect(badHandle.status).toBe(422);
      expect(badHandle.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual(['at_name']);
      expect(await counts(suite())).toBe(before);
    },
  );

  it('answers the 422 in the reader’s language', async () => {
    const answer = await suite().client.post(
      '/api/auth/sign-up',
      {
        email: `l${fresh()}@example.test`,
        at_name: `l_${fresh()}`,
        name: 'A\u202Eb',
        password: 'long enough',
      },
      { headers: { 'accept-language': 'de' } },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toContain('U+202E');
    expect(answer.body.error.message).toMatch(/Zeichen/);
  });

  it('stores names in NFC at sign-up and at a profile edit', async () => {
    const { client, database } = suite();
    const user = await client.signUp({ name: 'Ine\u0300s' });
    const name = async () =>
      (
        await database.db
          .selectFrom('users')
          .select('name')
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).name;
    expect(await name()).toBe('In\u00E8s');
    const edited = await client.patch('/api/me/profile', { name: 'Zoe\u0308' }, { cookie: user.cookie });
    expect(edited.status).toBe(200);
    expect(edited.body.user.name).toBe('Zo\u00EB');
    expect(await name()).toBe('Zo\u00EB');
  });

  it.each(HIDDEN)('refuses %s in a profile name (422), keeping the old name', async (_l, char) => {
    const { client } = suite();
    const user = await client.signUp({ name: 'Plain Name' });
    const before = await counts(suite());
    const answer = await client.patch(
      '/api/me/profile',
      { name: `Plain${char}Name` },
      { cookie: user.cookie },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('unsafe_characters');
    expect(answer.body.error.issues[0].path).toBe('name');
    expect(await counts(suite())).toBe(before);
    expect((await client.get('/api/me', { cookie: user.cookie })).body.user.name).toBe('Plain Name');
  });

  it.each(HIDDEN)('refuses %s in a producer’s name (422), keeping the old name', async (_l, char) => {
    const { client } = suite();
    const before = await counts(suite());
    const answer = await client.patch(
      `/api/producers/${store.producerAtName}`,
      { name: `Maker${char}Co` },
      { cookie: memberCookie },
    );
    expect(answer.status).toBe(422);
    expect(answer.body.error.code).toBe('unsafe_characters');
    expect(await counts(suite())).toBe(before);
    const producer = await client.get(`/api/producers/${store.producerAtName}`);
    expect(producer.body.producer.name).toBe(`Maker ${store.tag}`);
  });

  it('stores a producer’s name in NFC', async () => {
    const answer = await suite().client.patch(
      `/api/producers/${store.producerAtName}`,
      { name: `Mai\u0302tre ${store.tag}` },
      { cookie: memberCookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.producer.name).toBe(`Ma\u00EEtre ${store.tag}`);
  });
});

describe('the demo seed’s names and handles', () => {
  const database = sqliteTestDatabase();
  beforeAll(async () => {
    await migrateToLatest(database.db);
    await seed(database.db, { storage: memoryStorage(), now: new Date('2026-11-29T00:00:00.000Z') });
  }, 120_000);

  it('has no two handles (users and producers together) that differ only by case, and only visible names', async () => {
    const users = await database.db.selectFrom('users').select(['at_name', 'name']).execute();
    const producers = await database.db.selectFrom('producers').select(['at_name', 'name']).execute();
    const all = [...users, ...producers];
    expect(all.length).toBeGreaterThan(10);
    const keys = all.map((row) => row.at_name.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of all) {
      expect(row.name).toBe(row.name.normalize('NFC'));
      expect(row.name).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
    }
    await database.dispose();
  });
});
