import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config';
import { clientAddress } from './middleware';

/** TRUST_PROXY counts trusted hops; the client's address is read from the right of X-Forwarded-For. */
describe('client address behind proxies', () => {
  const addressOf = async (hops: number, forwarded?: string) => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, hops)));
    const answer = await app.request('/', { headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });
    return answer.text();
  };

  it('takes the entry the trusted proxy appended, whatever the client wrote left of it', async () => {
    expect(await addressOf(1, '203.0.113.66, 198.51.100.7')).toBe('198.51.100.7');
    expect(await addressOf(1, '1.2.3.4,5.6.7.8, 198.51.100.7')).toBe('198.51.100.7');
    expect(await addressOf(2, '203.0.113.66, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
    expect(await addressOf(3, '198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For without trusted proxies', async () => {
    expect(await addressOf(0, '203.0.113.66')).toBe('unknown');
  });

  it('reads TRUST_PROXY as hops, the old true-like switch as one', () => {
    expect([undefined, '', '0', 'false', 'off', 'no'].map(parseTrustProxy)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(['1', 'true', 'TRUE', 'yes', 'on'].map(parseTrustProxy)).toEqual([1, 1, 1, 1, 1]);
    expect(parseTrustProxy('2')).toBe(2);
    expect(() => parseTrustProxy('10.0.0.1')).toThrow(/number of trusted proxy hops/);
  });
});
