import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './endpoints';
import { ApiError } from './http';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the typed client transport', () => {
  it('sends same-origin JSON, with Content-Type on a bodiless DELETE', async () => {
    const fetchMock = stubFetch(() => json({ isFollowing: false, followerCount: 0 }));
    await api.follow('mei lin', false);
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toBe('/api/users/mei%20lin/follow');
    expect(init?.method).toBe('DELETE');
    expect(init?.credentials).toBe('same-origin');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(init?.body).toBeUndefined();
  });

  it('sends no Content-Type on a GET, and leaves empty query values out', async () => {
    const fetchMock = stubFetch(() => json({ items: [], nextCursor: null }));
    const controller = new AbortController();
    await api.creations({ tab: 'latest', q: '', category: ['men', 'women'], limit: 30 }, controller.signal);
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(input)).toBe('/api/creations?tab=latest&category=men&category=women&limit=30');
    expect(init?.method).toBe('GET');
    expect(init?.signal).toBe(controller.signal);
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false);
  });

  it('sends a JSON body', async () => {
    const fetchMock = stubFetch(() => json({ session: {} }));
    await api.signIn({ email: 'a@b.test', password: 'secret secret' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'a@b.test', password: 'secret secret' });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it("throws ApiError with the API's code and message", async () => {
    stubFetch(() => json({ error: { code: 'not_found', message: 'The creation was not found' } }, 404));
    const error = await api.creation('cr_x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'The creation was not found' });
  });

  it('falls back to the status when the error is not JSON', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const error = await api.home().catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 502,
      code: 'http_error',
      message: 'Bad Gateway',
    });
  });

  it("asks in the page's language and keeps the error's key (issue 18)", async () => {
    document.documentElement.lang = 'ja';
    try {
      const fetchMock = stubFetch(() =>
        json(
          { error: { code: 'forbidden', key: 'followSelf', message: '自分自身はフォローできません。' } },
          403,
        ),
      );
      const failure = await api.follow('sam', true).catch((error: unknown) => error);
      expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('ja');
      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ key: 'followSelf', message: '自分自身はフォローできません。' });
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
