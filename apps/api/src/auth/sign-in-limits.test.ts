import { expect, it } from 'vitest';
import { describeOnDatabases, type TestClient } from '../test/harness';

/**
 * Sign-in throttling through the real app (auth/sign-in-limits.ts): counted before the password
 * is checked, per address, per account and address, per account for unknown browsers with
 * backoff, and per trusted browser (the device cookie) so its owner is never locked out.
 */

const PASSWORD = 'the real password';
let now = new Date('2026-12-01T10:00:00.000Z');
const clock = { now: () => now };
const WINDOW_MS = 15 * 60 * 1000;

const signIn = (client: TestClient, email: string, password: string, address: string, cookie?: string) =>
  client.post(
    '/api/auth/sign-in',
    { email, password },
    { headers: { 'x-forwarded-for': address }, ...(cookie ? { cookie } : {}) },
  );

/** The device cookie (`atelier_device=...`) a successful sign-in set, for the next request. */
const deviceCookie = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('atelier_device=')) ?? '';

describeOnDatabases(
  'sign-in limits',
  (suite) => {
    it('counts parallel guesses before any password is checked (no more checks than the limit)', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: PASSWORD });
      const answers = await Promise.all(
        Array.from({ length: 24 }, () => signIn(client, user.email, 'a wrong guess', '198.51.100.1')),
      );
      const statuses = answers.map((answer) => answer.status);
      // At most five checked (401), every other refused unchecked (429): the per-account-and-
      // address limit. Fewer than five is right too: each attempt counts in the address's, the
      // pair's and the account's counters one after the other, and on a busy machine an early
      // attempt in one counter can come late in the account's (limit 10) and be refused there.
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBeGreaterThanOrEqual(1);
      expect(checked).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(24 - checked);
    });

    it('refuses one address guessing one account, and lets the account in from elsewhere', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: PASSWORD });
      for (let i = 0; i < 5; i += 1) {
        expect((await signIn(client, user.email, `wrong ${i}`, '198.51.100.2')).status).toBe(401);
      }
      const limited = await signIn(client, user.email, PASSWORD, '198.51.100.2');
      expect(limited.status).toBe(429);
      expect(limited.body.error).toMatchObject({ code: 'rate_limited', key: 'signInLimitedAccount' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await signIn(client, user.email, PASSWORD, '198.51.100.3')).status).toBe(200);
    });

    it('lets a right password give its slot back (sign-ins that succeed are not counted)', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: PASSWORD });
      for (let i = 0; i < 12; i += 1) {
        expect((await signIn(client, user.email, PASSWORD, '198.51.100.4')).status).toBe(200);
      }
    });

    it('does not let guessers elsewhere lock the owner out of a browser they signed in on', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: PASSWORD });
      const first = await signIn(client, user.email, PASSWORD, '192.0.2.1');
      expect(first.status).toBe(200);
      const device = deviceCookie(first.headers);
      expect(device).toMatch(/^atelier_device=[\w-]{43}$/);
      expect(first.headers.getSetCookie().join('\n')).toMatch(/atelier_device=[^;]+;.*HttpOnly/);
      // Ten guessers, one address each: the account locks for browsers it does not know.
      for (let i = 0; i < 10; i += 1) {
        expect((await signIn(client, user.email, 'wrong', `203.0.113.${i + 1}`)).status).toBe(401);
      }
      const stranger = await signIn(client, user.email, PASSWORD, '203.0.113.99');
      expect(stranger.status).toBe(429);
      expect(stranger.body.error.key).toBe('signInLimitedAccount');
      expect(stranger.body.error.message).toMatch(/Try again in \d+ minutes/);
      // The owner's browser (its device cookie) still signs in, from its own address.
      const owner = await signIn(client, user.email, PASSWORD, '192.0.2.1', device);
      expect(owner.status).toBe(200);
      // Another account's cookie does not count as this account's browser.
      const other = await client.signUp({ password: PASSWORD });
      const otherDevice = deviceCookie((await signIn(client, other.email, PASSWORD, '192.0.2.2')).headers);
      expect((await signIn(client, user.email, PASSWORD, '192.0.2.2', otherDevice)).status).toBe(429);
    });

    it('limits a trusted browser on its own', async () => {
      const { client } = suite();
      const user = await client.signUp({ password: PASSWORD });
      const device = deviceCookie((await signIn(client, user.email, PASSWORD, '192.0.2.10')).headers);
      for (let i = 0; i < 10; i += 1) {
        expect((await signIn(client, user.email, 'wrong', '192.0.2.10', device)).status).toBe(401);
      }
      const limited = await signIn(client, user.email, PASSWORD, '192.0.2.10', device);
      expect(limited.status).toBe(429);
      expect(limited.body.error.key).toBe('signInLimitedDevice');
    });

    it('locks the account for unknown browsers longer after each lockout (backoff)', async () => {
      const { client } = suite();
      // Five minutes into a window: the first lockout ends with it, ten minutes on.
      now = new Date('2026-12-02T10:20:00.000Z');
      const user = await client.signUp({ password: PASSWORD });
      const lockOut = async () => {
        for (let i = 0; i < 10; i += 1) await signIn(client, user.email, 'wrong', `198.18.${i}.1`);
        const locked = await signIn(client, user.email, PASSWORD, '198.18.200.1');
        expect(locked.status).toBe(429);
        return Number(locked.headers.get('retry-after'));
      };
      const firstWait = await lockOut();
      expect(firstWait).toBeLessThanOrEqual(WINDOW_MS / 1000);
      now = new Date(now.getTime() + firstWait * 1000);
      expect((await signIn(client, user.email, PASSWORD, '198.18.201.1')).status).toBe(200);
      const secondWait = await lockOut();
      expect(secondWait).toBeGreaterThan(WINDOW_MS / 1000);
      expect(secondWait).toBeLessThanOrEqual((2 * WINDOW_MS) / 1000);
    });

    it('counts the address the trusted proxy saw, not a spoofed leftmost X-Forwarded-For entry', async () => {
      const { client } = suite();
      for (let i = 0; i < 30; i += 1) {
        const spoofed = `10.9.${i}.1, 198.51.100.77`;
        const answer = await client.post(
          '/api/auth/sign-in',
          { email: `guess${i}@example.test`, password: 'x' },
          { headers: { 'x-forwarded-for': spoofed } },
        );
        expect(answer.status).toBe(401);
      }
      const limited = await client.post(
        '/api/auth/sign-in',
        { email: 'another@example.test', password: 'x' },
        { headers: { 'x-forwarded-for': '10.99.99.99, 198.51.100.77' } },
      );
      expect(limited.status).toBe(429);
      expect(limited.body.error.key).toBe('signInLimitedAddress');
    });
  },
  { clock, settings: { trustProxy: 1 } },
);
