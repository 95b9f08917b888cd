import { DesignDocumentSchema, type DesignDocument, type HostEventMap } from '@atelier/protocol';
import { fixtures } from '@atelier/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { createCommerce, optionsChosen } from './commerce';

/** Issue 20: the viewer's commerce events and functions over a design and the price service. */

/** The fixture's design, with no answers yet. */
const design = (): DesignDocument => {
  const parsed = DesignDocumentSchema.parse({
    model: { url: 'https://atelier.example/m.glb' },
    config: fixtures.combinationConfig,
  });
  const form = { ...parsed.config.form, answers: { defaults: {}, current: {} } };
  return { ...parsed, config: { ...parsed.config, form } };
};

afterEach(() => document.body.replaceChildren());

describe('optionsChosen', () => {
  it('names each colourway, variation, material and answer that changed, and nothing else', () => {
    const before = design();
    const group = before.config.groups[0]!;
    const option = group.options.find((entry) => entry.oValue !== group.defaultOption)!;
    const part = before.config.parts[0]!;
    const after: DesignDocument = {
      ...before,
      config: {
        ...before.config,
        groups: before.config.groups.map((entry, index) =>
          index === 0 ? { ...entry, defaultOption: option.oValue } : entry,
        ),
        parts: before.config.parts.map((entry, index) =>
          index === 0 ? { ...entry, default: 'mat_new' } : entry,
        ),
        form: {
          ...before.config.form,
          answers: { ...before.config.form.answers, current: { field_1: 'gold', field_2: { x: 1 } } },
        },
      },
    };
    expect(optionsChosen(before, after)).toEqual([
      { kind: 'colorway', target: group.value, option: option.oValue },
      { kind: 'material', target: part.value, option: 'mat_new' },
      { kind: 'answer', target: 'field_1', option: 'gold' },
      { kind: 'answer', target: 'field_2', option: null },
    ]);
    expect(optionsChosen(before, before)).toEqual([]);
    expect(optionsChosen(null, after)).toEqual([]);
  });
});

describe('createCommerce', () => {
  const price = { creationId: 'cr_tote', currency: 'HKD', unitPrice: 45000, base: 45000, extras: 0 };
  const page = 'https://atelier.example/mei/creation?creation_id=cr_tote';

  const designId = (n: number) => `dg_${String(n).repeat(32)}`;

  /** `saves` answers POST /api/designs (Atelier's answer: the new design's id) by its body. */
  function setUp(
    answers: (unitPrice: number) => Response = (unit) => Response.json({ ...price, unitPrice: unit, page }),
    saves: (body: unknown, count: number) => Response = (_body, count) =>
      Response.json({ data: { id: designId(count) }, writeToken: 'secret' }, { status: 201 }),
    sold?: DesignDocument['config'],
  ) {
    const saved: unknown[] = [];
    let current = design();
    const events: { name: string; data: unknown }[] = [];
    const asked: URL[] = [];
    let unitPrice = 45000;
    const opened: string[] = [];
    const root = document.body.appendChild(document.createElement('div'));
    const commerce = createCommerce({
      server: {
        get design() {
          return current;
        },
        emit: <Name extends keyof HostEventMap>(name: Name, data: unknown) =>
          void events.push({ name, data }),
      } as never,
      root,
      creationId: 'cr_tote',
      language: 'de',
      base: 'https://atelier.example',
      fetch: (input, init) => {
        asked.push(new URL(String(input)));
        if (init?.method === 'POST') {
          saved.push(JSON.parse(String(init.body)));
          return Promise.resolve(saves(saved.at(-1), saved.length));
        }
        return Promise.resolve(answers(unitPrice));
      },
      open: (url) => opened.push(url),
      ...(sold ? { sold: () => sold } : {}),
    });
    const answer = (answers: Record<string, string>, unit: number) => {
      const previous = current;
      unitPrice = unit;
      current = {
        ...previous,
        config: {
          ...previous.config,
          form: { ...previous.config.form, answers: { defaults: {}, current: answers } },
        },
      };
      return commerce.onChange({ previous, design: current });
    };
    const choose = (value: string, unit: number) => answer({ field_extra: value }, unit);
    return { commerce, events, asked, opened, root, choose, answer, saved };
  }

  it('tells each choice, then the server price only when it changed', async () => {
    const { events, asked, choose } = setUp();
    await choose('plain', 45000);
    await choose('plain2', 45000);
    await choose('gold', 46000);
    expect(asked[0]!.pathname).toBe('/api/viewer/price');
    expect(asked[0]!.searchParams.get('creation')).toBe('cr_tote');
    expect(JSON.parse(asked.at(-1)!.searchParams.get('answers')!)).toEqual({ field_extra: 'gold' });
    expect(events.map((event) => event.name)).toEqual([
      'optionChosen',
      'priceChanged',
      'optionChosen',
      'optionChosen',
      'priceChanged',
    ]);
    expect(events.at(-1)!.data).toEqual({ ...price, unitPrice: 46000 });
  });

  it('answers getPrice and getShareLink from the server, and price_unavailable when it fails', async () => {
    expect(await setUp().commerce.handlers.getPrice({}, {} as never)).toEqual(price);
    const failing = setUp(() => new Response('{}', { status: 503 }));
    await expect(failing.commerce.handlers.getPrice({}, {} as never)).rejects.toMatchObject({
      code: 'price_unavailable',
      message: 'The price service answered HTTP 503',
    });
  });

  it('shares a saved design by its id (never its answers), tells designSaved once per design', async () => {
    const { commerce, events, saved, choose } = setUp();
    const link = (n: number) => `${page}&design=${designId(n)}`;
    await choose('gold', 46000);
    events.length = 0;
    expect(await commerce.handlers.getShareLink({}, {} as never)).toEqual({ url: link(1) });
    expect(saved).toEqual([{ creationId: 'cr_tote', answers: { field_extra: 'gold' } }]);
    expect(events).toEqual([{ name: 'designSaved', data: { designId: designId(1), url: link(1) } }]);
    expect(link(1)).not.toContain('gold');
    // The same answers share the same link; new ones are a new design.
    expect(await commerce.handlers.getShareLink({}, {} as never)).toEqual({ url: link(1) });
    await choose('plain', 45000);
    expect(await commerce.handlers.getShareLink({}, {} as never)).toEqual({ url: link(2) });
    expect(saved).toHaveLength(2);
    expect(events.filter((event) => event.name === 'designSaved')).toHaveLength(2);
  });

  it("prices, shares and sells only the answers the creation as stored asks for (a host's own field stays out)", async () => {
    const sold = design().config;
    const field = sold.form.fields[0]!.id;
    const { commerce, asked, saved, answer } = setUp(undefined, undefined, sold);
    await answer({ [field]: 'chosen', field_host_only: 'x' }, 45000);
    expect(JSON.parse(asked.at(-1)!.searchParams.get('answers')!)).toEqual({ [field]: 'chosen' });
    await commerce.handlers.getShareLink({}, {} as never);
    expect(saved).toEqual([{ creationId: 'cr_tote', answers: { [field]: 'chosen' } }]);
  });

  it("shares the creation's page while the answers do not fit its form, and fails when saving fails", async () => {
    const unfit = setUp(undefined, () =>
      Response.json({ error: { code: 'invalid_answers' } }, { status: 422 }),
    );
    expect(await unfit.commerce.handlers.getShareLink({}, {} as never)).toEqual({ url: page });
    expect(unfit.events).toEqual([]);
    const limited = setUp(undefined, () => Response.json({}, { status: 429 }));
    await expect(limited.commerce.handlers.getShareLink({}, {} as never)).rejects.toMatchObject({
      code: 'handler_failed',
      message: 'The design could not be saved: HTTP 429',
    });
    expect(limited.events).toEqual([]);
  });

  it('shows Add to cart only when a cart is set, and tells the partner (opening Atelier for its cart)', async () => {
    const { commerce, events, opened, root } = setUp();
    const button = root.querySelector<HTMLButtonElement>('button.viewer-cart')!;
    expect(button.hidden).toBe(true);
    expect(button.textContent).toBe('In den Warenkorb');
    commerce.handlers.setCartMode({ cart: 'partner' }, {} as never);
    expect(button.hidden).toBe(false);
    button.click();
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toEqual({
      name: 'addToCartRequested',
      data: { cart: 'partner', price, answers: {}, url: page },
    });
    expect(opened).toEqual([]);
    commerce.handlers.setCartMode({ cart: 'atelier' }, {} as never);
    button.click();
    await expect.poll(() => opened).toEqual([page]);
    commerce.handlers.setCartMode({ cart: 'none' }, {} as never);
    expect(button.hidden).toBe(true);
    commerce.dispose();
    expect(root.querySelector('button')).toBeNull();
  });
});
