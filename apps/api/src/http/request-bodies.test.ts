import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness';
import { buildStore, completeCreationBody, signIn, type TestStore } from '../test/store';
import { jsonDepthExceeds } from './middleware';

/**
 * Request bodies the middleware answers before any route reads them: JSON nested too deep
 * (422, before zod walks it) and unsafe requests that carry no body at all (no 415).
 */

/** `{"id":"q","items":[{"id":"q","items":[...]}]}`, `levels` objects deep, written as text (a value this deep overflows JSON.stringify). */
const nested = (levels: number) =>
  `${'{"id":"q","items":['.repeat(levels)}{"id":"leaf"}${']}'.repeat(levels)}`;

describe('jsonDepthExceeds', () => {
  it('counts objects and arrays, not brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":[[1]]}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":[[[1]]]}', 3)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ a: '[[[[[[{{{{{{', b: '\\"[[[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds('"just a string"', 0)).toBe(false);
  });
});

describeOnDatabases('request bodies', (suite) => {
  let store: TestStore;
  let creatorCookie: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db, { creations: 1 });
    creatorCookie = await signIn(suite().client, store.creator.email);
  });

  it('answers 422 to a form nested thousands of levels deep, and saves nothing', async () => {
    const { client, database } = suite();
    const count = async () =>
      Number(
        (
          await database.db
            .selectFrom('creations')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const body = JSON.stringify({ ...completeCreationBody(store), combination_config: { form: 'DEEP' } });
    const send = (form: string, language = 'en') =>
      client.call('POST', '/api/creations', {
        raw: body.replace('"DEEP"', `{"sections":[{"id":"s1","title":"Deep","items":[${form}]}]}`),
        cookie: creatorCookie,
        headers: { 'content-type': 'application/json', 'accept-language': language },
      });
    const answer = await send(nested(4390));
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'body_too_deep',
      key: 'body.tooDeep',
      params: { max: 64 },
    });
    expect(answer.body.error.message).toBe('The request body is nested more than 64 levels deep.');
    const french = await send(nested(100), 'fr');
    expect(french.status).toBe(422);
    expect(french.body.error.message).not.toBe(answer.body.error.message);
    expect(await count()).toBe(before);
  });

  it('still saves a creation with an ordinary form', async () => {
    const answer = await suite().client.post('/api/creations', completeCreationBody(store), {
      cookie: creatorCookie,
    });
    expect(answer.status, answer.text).toBe(201);
  });

  it('treats a DELETE or PUT without a body, Content-Length or Content-Type as a request without a body', async () => {
    const { app } = suite();
    // What @hono/node-server hands the app for such a request: an empty body stream, no length.
    const bare = (method: string) =>
      app.request(
        new Request(`http://localhost/api/users/${store.other.at_name}/follow`, {
          method,
          headers: { cookie: creatorCookie },
          body: new ReadableStream({ start: (controller) => controller.close() }),
          duplex: 'half',
        } as RequestInit),
      );
    const followed = await bare('PUT');
    expect(followed.status, await followed.clone().text()).toBe(200);
    expect(((await followed.json()) as { isFollowing: boolean }).isFollowing).toBe(true);
    const unfollowed = await bare('DELETE');
    expect(unfollowed.status).toBe(200);
    expect(((await unfollowed.json()) as { isFollowing: boolean }).isFollowing).toBe(false);
    // A body that says it is not JSON is still refused.
    const form = await suite().client.call('PUT', `/api/users/${store.other.at_name}/follow`, {
      raw: 'a=1',
      cookie: creatorCookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '3' },
    });
    expect(form.status).toBe(415);
  });
});
