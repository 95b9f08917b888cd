import { beforeAll, expect, it } from 'vitest';
import { insertCreation } from '../db/builders';
import { encodeCursor } from '../queries/creations';
import { type Answer, describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

/** The API's clock in these tests: each favourite happens one second after the last. */
let now = Date.UTC(2026, 10, 1, 9, 0, 0);
const clock = { now: () => new Date(now) };
const tick = () => {
  now += 1000;
};

type Tile = { id: string };
const ids = (body: { items: Tile[] }) => body.items.map((item) => item.id);

describeOnDatabases(
  'favourites list',
  (suite) => {
    let store: TestStore;
    let creatorCookie: string;

    beforeAll(async () => {
      store = await buildStore(suite().database.db);
      creatorCookie = await signIn(suite().client, store.creator.email);
    });

    /** A new signed-up user, so each test reads a list of its own. */
    const newFan = () => suite().client.signUp();

    const favourite = async (cookie: string, creationId: string) => {
      tick();
      const answer = await suite().client.put(`/api/creations/${creationId}/favorite`, undefined, { cookie });
      expect(answer.status, answer.text).toBe(200);
    };

    /** A published creation of the store's creator that no other test touches. */
    const freshCreation = (name: string, fields: { visibility?: 'public' | 'private' } = {}) =>
      insertCreation(suite().database.db, {
        userId: store.creator.id,
        prebuildId: store.prebuildId,
        producerId: store.producerId,
        name: `${name} ${store.tag}`,
        totalPrice: 70_000,
        mediaUrls: [`${name}.png`],
        ...fields,
      });

    it('lists the most recently favourited first, with the tile of the shop list', async () => {
      const { client } = suite();
      const fan = await newFan();
      const [p0, p1, p2, p3] = store.published as [string, string, string, string];
      for (const id of [p2, p0, p3, p1]) await favourite(fan.cookie, id);
      const answer = await client.get(`/api/users/${fan.at_name}/favorites`);
      expect(answer.status, answer.text).toBe(200);
      expect(ids(answer.body)).toEqual([p1, p3, p0, p2]);
      expect(answer.body.nextCursor).toBeNull();
      // Exactly the shop list's tile for the same creation, field for field.
      const shop = await client.get(`/api/creations?creator=${store.creator.at_name}`);
      const shopTile = shop.body.items.find((item: Tile) => item.id === p1);
      expect(answer.body.items[0]).toEqual(shopTile);
      expect(answer.body.items[0]).toMatchObject({
        name: `Creation 1 ${store.tag}`,
        totalPrice: 50_100,
        creation_media: [{ url: 'm1.png' }],
        user: { at_name: store.creator.at_name, visibility: 'public' },
        is_draft: false,
        visibility: 'public',
      });
      // The handle is found regardless of case, like the profile.
      const upper = await client.get(`/api/users/${fan.at_name.toUpperCase()}/favorites`);
      expect(ids(upper.body)).toEqual([p1, p3, p0, p2]);
    });

    it('pages with the cursor, never repeating or skipping, even when favourites are added meanwhile', async () => {
      const { client } = suite();
      const fan = await newFan();
      const [p0, p1, p2, p3, p4] = store.published as [string, string, string, string, string];
      for (const id of [p0, p1, p2, p3]) await favourite(fan.cookie, id);
      const path = `/api/users/${fan.at_name}/favorites`;
      const first = await client.get(`${path}?limit=2`);
      expect(ids(first.body)).toEqual([p3, p2]);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      // A newer favourite goes to the top of the list; the next page still goes on from p2.
      await favourite(fan.cookie, p4);
      const second = await client.get(`${path}?limit=2&cursor=${first.body.nextCursor}`);
      expect(ids(second.body)).toEqual([p1, p0]);
      expect(second.body.nextCursor).toBeNull();
      const fresh = await client.get(path);
      expect(ids(fresh.body)).toEqual([p4, p3, p2, p1, p0]);
      // Without a limit the first page holds 30 (domain GRID_INITIAL_PAGE_SIZE): all five here.
      expect(fresh.body.nextCursor).toBeNull();
    });

    it('orders favourites made in the same instant by creation id, and pages through the tie', async () => {
      const { client, database } = suite();
      const fan = await newFan();
      const same = '2026-11-02T10:00:00.000Z';
      const tied = [...store.published.slice(0, 3)].sort().reverse();
      await database.db
        .insertInto('favourites')
        .values(tied.map((creation_id) => ({ user_id: fan.id, creation_id, created_at: same })))
        .execute();
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 4; page += 1) {
        const answer: Answer<{ items: Tile[]; nextCursor: string | null }> = await client.get(
          `/api/users/${fan.at_name}/favorites?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(answer.status, answer.text).toBe(200);
        seen.push(...ids(answer.body));
        cursor = answer.body.nextCursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(tied);
      expect(cursor).toBeNull();
    });

    it('leaves out deleted creations and drafts for everyone, the creator included', async () => {
      const { client } = suite();
      const fan = await newFan();
      const kept = await freshCreation('Kept');
      const deleted = await freshCreation('Deleted');
      const unpublished = await freshCreation('Unpublished');
      for (const id of [kept, deleted, unpublished]) await favourite(fan.cookie, id);
      const path = `/api/users/${fan.at_name}/favorites`;
      expect(ids((await client.get(path)).body)).toEqual([unpublished, deleted, kept]);

      const removal = await client.delete(`/api/creations/${deleted}`, undefined, { cookie: creatorCookie });
      expect(removal.status, removal.text).toBe(200);
      const draft = await client.post(
        `/api/creations/${unpublished}/unpublish`,
        {},
        { cookie: creatorCookie },
      );
      expect(draft.status, draft.text).toBe(200);

      expect(ids((await client.get(path)).body)).toEqual([kept]);
      expect(ids((await client.get(path, { cookie: fan.cookie })).body)).toEqual([kept]);
      expect(ids((await client.get(path, { cookie: creatorCookie })).body)).toEqual([kept]);
    });

    it('shows a private creation, or one of a private account, to its own creator only', async () => {
      const { client } = suite();
      const fan = await newFan();
      const bystander = await newFan();
      const shy = await client.signUp();
      const shyPiece = await insertCreation(suite().database.db, {
        userId: shy.id,
        prebuildId: store.prebuildId,
        producerId: store.producerId,
        name: `Shy piece ${store.tag}`,
        totalPrice: 70_000,
      });
      const patch = await client.patch('/api/me/profile', { visibility: 'private' }, { cookie: shy.cookie });
      expect(patch.status, patch.text).toBe(200);
      const listed = store.published[4] as string;
      // A private creation is reachable by its link, so it can be favourited.
      for (const id of [store.privateId, shyPiece, listed]) await favourite(fan.cookie, id);
      const path = `/api/users/${fan.at_name}/favorites`;

      expect(ids((await client.get(path)).body)).toEqual([listed]);
      expect(ids((await client.get(path, { cookie: fan.cookie })).body)).toEqual([listed]);
      expect(ids((await client.get(path, { cookie: bystander.cookie })).body)).toEqual([listed]);
      expect(ids((await client.get(path, { cookie: creatorCookie })).body)).toEqual([
        listed,
        store.privateId,
      ]);
      expect(ids((await client.get(path, { cookie: shy.cookie })).body)).toEqual([listed, shyPiece]);
    });

    it('drops a creation once it is unfavourited', async () => {
      const { client } = suite();
      const fan = await newFan();
      const [p0, p1] = store.published as [string, string];
      await favourite(fan.cookie, p0);
      await favourite(fan.cookie, p1);
      const path = `/api/users/${fan.at_name}/favorites`;
      expect(ids((await client.get(path)).body)).toEqual([p1, p0]);
      const off = await client.delete(`/api/creations/${p1}/favorite`, undefined, { cookie: fan.cookie });
      expect(off.body).toEqual({ isFavorite: false, favoriteCount: expect.any(Number) });
      expect(ids((await client.get(path)).body)).toEqual([p0]);
      await client.delete(`/api/creations/${p0}/favorite`, undefined, { cookie: fan.cookie });
      expect((await client.get(path)).body).toEqual({ items: [], nextCursor: null });
    });

    it('is public on a public account, and private to the user on a private account', async () => {
      const { client } = suite();
      const fan = await newFan();
      const other = await newFan();
      const piece = store.published[2] as string;
      await favourite(fan.cookie, piece);
      const path = `/api/users/${fan.at_name}/favorites`;
      expect(ids((await client.get(path)).body)).toEqual([piece]);
      expect(ids((await client.get(path, { cookie: other.cookie })).body)).toEqual([piece]);

      await client.patch('/api/me/profile', { visibility: 'private' }, { cookie: fan.cookie });
      const refused = {
        error: { code: 'favourites_private', message: `@${fan.at_name} keeps their favourites private.` },
      };
      const signedOut = await client.get(path);
      expect(signedOut.status).toBe(403);
      expect(signedOut.body).toMatchObject(refused);
      const someoneElse = await client.get(path, { cookie: other.cookie });
      expect(someoneElse.status).toBe(403);
      expect(someoneElse.body).toMatchObject(refused);
      const self = await client.get(path, { cookie: fan.cookie });
      expect(self.status).toBe(200);
      expect(ids(self.body)).toEqual([piece]);
    });

    it('answers 404 for an unknown handle', async () => {
      const answer = await suite().client.get('/api/users/nobody_has_this_name/favorites');
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: 'not_found', message: 'The user was not found.' } });
    });

    it('answers 400 naming the bad handle, limit or cursor', async () => {
      const { client } = suite();
      const path = `/api/users/${store.other.at_name}/favorites`;
      const issue = async (url: string) => {
        const answer = await client.get(url);
        expect(answer.status, answer.text).toBe(400);
        expect(answer.body.error.code).toBe('invalid_input');
        return answer.body.error;
      };
      expect(await issue('/api/users/bad-name/favorites')).toMatchObject({
        message: 'The request path is not valid.',
        issues: [{ path: 'at_name' }],
      });
      expect(await issue(`${path}?limit=0`)).toEqual({
        code: 'invalid_input',
        message: 'The request query is not valid.',
        issues: [{ path: 'limit', message: 'Too small: expected number to be >=1' }],
      });
      expect((await issue(`${path}?limit=61`)).issues).toEqual([
        { path: 'limit', message: 'Too big: expected number to be <=60' },
      ]);
      expect((await issue(`${path}?limit=ten`)).issues).toEqual([
        { path: 'limit', message: 'Invalid input: expected number, received NaN' },
      ]);
      expect(await issue(`${path}?cursor=not-a-cursor`)).toEqual({
        code: 'invalid_input',
        message: 'The request query is not valid.',
        issues: [{ path: 'cursor', message: 'The cursor is not one this API gave.' }],
      });
      expect((await issue(`${path}?cursor=${'a'.repeat(201)}`)).issues).toEqual([
        { path: 'cursor', message: 'Too big: expected string to have <=200 characters' },
      ]);
      // A cursor is checked before the handle is looked up: bad input is bad for anyone.
      const cursorFirst = await client.get(`/api/users/nobody_has_this_name/favorites?cursor=nope`);
      expect(cursorFirst.status).toBe(400);
      // A well-formed cursor of another list is a valid position, not an error.
      const foreign = encodeCursor({ t: '2020-01-01T00:00:00.000Z', i: 'cr_x' });
      expect((await client.get(`${path}?cursor=${foreign}`)).status).toBe(200);
    });

    it('documents the route in the OpenAPI document', async () => {
      const document = (await (
        await suite().client.get('/api/openapi.json')
      ).body) as {
        paths: Record<string, Record<string, { parameters?: { name: string }[]; responses: object }>>;
      };
      const route = document.paths['/api/users/{at_name}/favorites']?.get;
      expect(route?.parameters?.map((parameter) => parameter.name)).toEqual(
        expect.arrayContaining(['at_name', 'cursor', 'limit']),
      );
      expect(Object.keys(route?.responses ?? {})).toEqual(
        expect.arrayContaining(['200', '400', '403', '404']),
      );
      expect(JSON.stringify(route?.responses)).toContain('#/components/schemas/CreationTile');
    });
  },
  { clock },
);
