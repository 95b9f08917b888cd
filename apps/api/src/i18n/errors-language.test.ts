import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../test/harness';
import { buildStore, signIn, type TestStore } from '../test/store';

/** Issue 18: the errors a shopper meets answer in the request's language, with a stable key. */
describeOnDatabases('error messages in the reader language', (suite) => {
  let store: TestStore;
  let otherCookie: string;

  beforeAll(async () => {
    store = await buildStore(suite().database.db);
    otherCookie = await signIn(suite().client, store.other.email);
  });

  it('answers a wrong password in Japanese, with its key', async () => {
    const answer = await suite().client.post(
      '/api/auth/sign-in',
      { email: store.other.email, password: 'not-the-password' },
      { headers: { 'accept-language': 'ja-JP,ja;q=0.9' } },
    );
    expect(answer.status).toBe(401);
    expect(answer.body.error).toMatchObject({
      code: 'invalid_credentials',
      key: 'invalidCredentials',
      message: 'メールアドレスまたはパスワードが正しくありません。',
    });
  });

  it('keeps English without a header, and for a language without a catalogue', async () => {
    const plain = await suite().client.get('/api/notifications');
    expect(plain.body.error).toMatchObject({
      code: 'unauthorised',
      message: 'Please sign in first.',
      key: 'unauthorised',
    });
    const arabic = await suite().client.get('/api/notifications', {
      headers: { 'accept-language': 'ar,de;q=0.5' },
    });
    expect(arabic.body.error.message).toBe('Please sign in first.');
  });

  it('answers following yourself in German and a missing creation in French, its noun translated', async () => {
    const { client } = suite();
    const self = await client.put(`/api/users/${store.other.at_name}/follow`, undefined, {
      cookie: otherCookie,
      headers: { 'accept-language': 'de' },
    });
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe('Du kannst dir nicht selbst folgen.');
    const missing = await client.put('/api/creations/cr_missing_one/favorite', undefined, {
      cookie: otherCookie,
      headers: { 'accept-language': 'fr' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({
      message: 'La création est introuvable.',
      key: 'notFound',
      params: { what: { key: 'noun.creation' } },
    });
  });
});
