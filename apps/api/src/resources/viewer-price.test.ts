import { CombinationConfigSchema } from '@atelier/schema';
import { beforeAll, expect, it } from 'vitest';
import { insertCreation } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, type TestStore } from '../test/store';

/**
 * Issue 20: the price the partner's viewer reports is the server's (the domain's rules on
 * the creation as stored), whatever the page asks with; unknown answers are refused.
 */
const goldDesign = () =>
  CombinationConfigSchema.parse({
    parts: [{ value: 'body', text: 'Body', default: 'm1' }],
    form: {
      fields: [
        {
          id: 'field_extra',
          type: 'option',
          title: 'Extra',
          options: [
            { id: 'gold', text: 'Gold', extraPrice: { type: 'fixed', value: 1_000 } },
            { id: 'plain', text: 'Plain' },
          ],
        },
      ],
    },
  });

describeOnDatabases('viewer price', (suite) => {
  let store: TestStore;
  let creation: string;

  beforeAll(async () => {
    const { database } = suite();
    store = await buildStore(database.db, { creations: 1 });
    creation = await insertCreation(database.db, {
      userId: store.creator.id,
      prebuildId: store.prebuildId,
      producerId: store.producerId,
      name: 'Gold coat',
      totalPrice: 40_000,
      combination_config: goldDesign(),
    });
  });

  const price = (query: string) => suite().client.get(`/api/viewer/price?${query}`);
  const answers = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  it("answers the creation's price and its page, with the extras of the answers", async () => {
    const plain = await price(`creation=${creation}`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('cache-control')).toBe('no-store');
    expect(plain.body).toEqual({
      creationId: creation,
      currency: 'HKD',
      unitPrice: 40_000,
      base: 40_000,
      extras: 0,
      page: expect.stringMatching(new RegExp(`^http://localhost/[^/]+/creation\\?creation_id=${creation}$`)),
    });
    const gold = await price(`creation=${creation}&answers=${answers({ field_extra: 'gold' })}`);
    expect(gold.body).toMatchObject({ unitPrice: 41_000, base: 40_000, extras: 1_000 });
  });

  it('refuses answers naming a field the form does not have, and answers that are not a map', async () => {
    const unknown = await price(`creation=${creation}&answers=${answers({ field_discount: -40_000 })}`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toMatchObject({ code: 'invalid_answers' });
    expect(unknown.body.error.message).toContain('field_discount');
    const notJson = await price(`creation=${creation}&answers=%7Bnope`);
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe('invalid_answers');
    expect((await price(`creation=${creation}&answers=${answers([1])}`)).status).toBe(400);
  });

  it('answers 404 for a draft, a private or an unknown creation', async () => {
    for (const id of [store.draftId, store.privateId, 'cr_nobody']) {
      const answer = await price(`creation=${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.body.error.code).toBe('creation_not_found');
    }
    expect((await price('')).status).toBe(400);
  });
});
