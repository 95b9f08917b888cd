import { describe, expect, it } from 'vitest';
import { createServices } from '../app';
import { sqliteTestDatabase } from '../test/databases';
import {
  burnPasswordCheck,
  hashParameters,
  hashPassword,
  needsRehash,
  PASSWORD_HASH_COST,
  verifyPassword,
} from './password';

describe('password hashing', () => {
  it('hashes with scrypt N=2^17, r=8, p=1 by default, and the API settings keep that default', async () => {
    expect(PASSWORD_HASH_COST).toBe(17);
    const database = sqliteTestDatabase();
    try {
      expect(createServices({ db: database.db }).settings.passwordHashCost).toBe(17);
    } finally {
      await database.dispose();
    }
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(hashParameters(stored)).toEqual({ n: 131072, r: 8, p: 1 });
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('checks a hash by the parameters stored with it, and says when they are weaker than asked', async () => {
    const old = await hashPassword('an old password', 14);
    expect(old.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('an old password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(old, 14)).toBe(false);
    expect(needsRehash('not a hash')).toBe(true);
  });

  it('refuses stored parameters that are not ours instead of running them', async () => {
    const good = await hashPassword('x', 10);
    const [, , r, p, salt, hash] = good.split('$');
    for (const n of ['1000', String(2 ** 24), '0', '-1024', 'abc']) {
      expect(await verifyPassword('x', ['scrypt', n, r, p, salt, hash].join('$'))).toBe(false);
    }
    expect(await verifyPassword('x', ['scrypt', '1024', '999', p, salt, hash].join('$'))).toBe(false);
    expect(await verifyPassword('x', `${good}$extra`)).toBe(false);
    expect(await verifyPassword('x', good.replace('scrypt', 'bcrypt'))).toBe(false);
  });

  it('hashes off the event loop: the loop turns while a hash is computed', async () => {
    const order: string[] = [];
    const hashing = hashPassword('event loop', PASSWORD_HASH_COST).then(() => order.push('hashed'));
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('loop turned');
        resolve();
      }),
    );
    await hashing;
    expect(order).toEqual(['loop turned', 'hashed']);
    // The unknown-account check spends the same kind of work, off the loop too.
    await expect(burnPasswordCheck('anything', 10)).resolves.toBeUndefined();
  });
});
