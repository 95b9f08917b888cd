import { describe, expect, it, vi } from 'vitest';
import { ProtocolError } from '../errors';
import { settle } from '../testing/memory-window';
import { connected, sceneHandlers } from '../test/harness';

/** Issue 20: the commerce functions and events, through the real server and client. */
describe('commerce functions and events', () => {
  const price = {
    creationId: 'cr_tote',
    currency: 'HKD' as const,
    unitPrice: 48000,
    base: 45000,
    extras: 3000,
  };

  it('serves getPrice, getShareLink and setCartMode through the app handlers', async () => {
    const { client } = await connected();
    expect(client.supports('getPrice') && client.supports('getShareLink')).toBe(true);
    expect(await client.call('getPrice')).toMatchObject({ currency: 'HKD', unitPrice: 45000 });
    expect((await client.call('getShareLink')).url).toMatch(/^https:\/\//);
    expect(await client.call('setCartMode', { cart: 'partner' })).toEqual({ cart: 'partner' });
  });

  it('refuses an unknown cart mode with a precise error and never reaches the handler', async () => {
    const setCartMode = vi.fn(({ cart }: { cart: 'none' | 'partner' | 'atelier' }) => ({ cart }));
    const { client } = await connected(null, { server: { handlers: { ...sceneHandlers(), setCartMode } } });
    await expect(client.call('setCartMode', { cart: 'theirs' } as never)).rejects.toMatchObject({
      code: 'invalid_arguments',
      message: expect.stringMatching(/^Invalid arguments for setCartMode: cart: /) as unknown,
    });
    await expect(client.call('getPrice', { currency: 'USD' } as never)).rejects.toMatchObject({
      code: 'invalid_arguments',
    });
    expect(setCartMode).not.toHaveBeenCalled();
  });

  it('answers a handler price that fails its schema as handler_failed, and a refusal with its code', async () => {
    const { client } = await connected(null, {
      server: {
        handlers: {
          ...sceneHandlers(),
          getPrice: () => ({ ...price, unitPrice: 12.5 }),
          getShareLink: () => {
            throw new ProtocolError('price_unavailable', 'The server could not price the creation');
          },
        },
      },
    });
    await expect(client.call('getPrice')).rejects.toMatchObject({ code: 'handler_failed' });
    await expect(client.call('getShareLink')).rejects.toMatchObject({ code: 'price_unavailable' });
  });

  it('delivers optionChosen, priceChanged and addToCartRequested, and drops an invalid one', async () => {
    const { client, server } = await connected();
    const seen: [string, unknown][] = [];
    for (const name of ['optionChosen', 'priceChanged', 'addToCartRequested'] as const)
      client.on(name, (data) => seen.push([name, data]));
    const request = { cart: 'partner' as const, price, answers: {}, url: 'https://atelier.example/a' };
    server.emit('optionChosen', { kind: 'colorway', target: 'group_main', option: 'opt_sand' });
    server.emit('priceChanged', price);
    server.emit('priceChanged', { ...price, currency: 'USD' } as never);
    server.emit('addToCartRequested', request);
    await settle();
    expect(seen).toEqual([
      ['optionChosen', { kind: 'colorway', target: 'group_main', option: 'opt_sand' }],
      ['priceChanged', price],
      ['addToCartRequested', request],
    ]);
    expect(server.stats.invalidEvent).toBe(1);
  });

  it('delivers designSaved with the id and link only, and drops one that carries the design', async () => {
    const { client, server } = await connected();
    const seen: unknown[] = [];
    client.on('designSaved', (data) => seen.push(data));
    const designId = `dg_${'b'.repeat(32)}`;
    const saved = {
      designId,
      url: `https://atelier.example/mei/creation?creation_id=cr_tote&design=${designId}`,
    };
    server.emit('designSaved', saved);
    server.emit('designSaved', { ...saved, answers: { field_name: 'Ana' } } as never);
    server.emit('designSaved', { designId } as never);
    await settle();
    expect(seen).toEqual([saved]);
    expect(server.stats.invalidEvent).toBe(2);
  });
});
