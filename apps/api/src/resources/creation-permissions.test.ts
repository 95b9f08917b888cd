import { CombinationConfigSchema, type CombinationConfig } from '@atelier/schema';
import { beforeAll, expect, it } from 'vitest';
import { insertCreation, insertPrebuild } from '../db/builders';
import { describeOnDatabases } from '../test/harness';
import { buildStore, completeCreationBody, signIn, type TestStore } from '../test/store';

/**
 * 002 §6, 001 §6 on the server: a creation's save that makes a change its prebuild forbids
 * the creator answers 403 `forbidden_change` with the reason, and writes nothing; what the
 * prebuild allows is saved. The editor hides these changes; these requests are crafted.
 */

describeOnDatabases('creation saves within the prebuild’s permissions', (suite) => {
  let store: TestStore;
  let cookie: string;
  let prebuildId: string;
  let prebuildDesign: CombinationConfig;

  beforeAll(async () => {
    const db = suite().database.db;
    store = await buildStore(db, { creations: 0 });
    cookie = await signIn(suite().client, store.creator.email);
    const [white, denim] = store.materialIds as [string, string];
    prebuildDesign = CombinationConfigSchema.parse({
      parts: [
        { value: 'body', text: 'Body', default: white, materials: [white] },
        { value: 'hood', text: 'Hood', default: white, materials: [white, denim] },
      ],
      groups: [
        {
          value: 'g1',
          name: 'Body colours',
          includeParts: ['body'],
          defaultOption: 'o1',
          options: [{ oValue: 'o1', oName: 'White', oParts: [{ value: 'body', default: white }] }],
          enabledEditForRoles: ['consumer'],
        },
      ],
      groupsSetup: { enabledForAddRemoveRoles: ['consumer'] },
      variant: [
        {
          id: 'v1',
          name: 'Hood',
          includeParts: ['hood'],
          options: [{ optionId: 'a', name: 'With', partConfig: [{ partId: 'hood', visible: true }] }],
          enabledEditForRoles: ['consumer'],
        },
      ],
      variantSetup: { enabledForAddRemoveRoles: ['consumer'] },
      decals: {
        placed: [
          { value: 'logo', text: 'Logo', editable_creator: false },
          {
            value: 'badge',
            text: 'Badge',
            limit_enable: true,
            limit: { min: { x: 0.2, y: 0.2 }, max: { x: 0.6, y: 0.6 } },
            position: { x: 0.4, y: 0.4 },
          },
        ],
        setup: { free_decal: 1 },
      },
      version: 'v3',
    });
    prebuildId = await insertPrebuild(db, {
      producerId: store.producerId,
      name: 'Locked hoodie',
      category: ['hoodies'],
      modelIds: [store.modelId],
      materialIds: store.materialIds,
      combination_config: prebuildDesign,
      waterflow_config: { media_placement: [{ id: 1, type: 'image/link', url: 'h.png', fit: 'cover' }] },
    });
  });

  const newCreation = () =>
    insertCreation(suite().database.db, {
      userId: store.creator.id,
      prebuildId,
      producerId: store.producerId,
      name: `Locked ${store.tag}`,
      totalPrice: 60_000,
      mediaUrls: ['l.png'],
      categoryIds: [store.categories.unisex],
      combination_config: prebuildDesign,
    });

  const row = (id: string) =>
    suite()
      .database.db.selectFrom('creations')
      .select(['combination_config', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  const design = (): CombinationConfig => JSON.parse(JSON.stringify(prebuildDesign)) as CombinationConfig;

  const save = async (id: string, combination_config: CombinationConfig) => {
    const before = await row(id);
    const answer = await suite().client.patch(
      `/api/creations/${id}`,
      { updatedAt: before.updated_at, combination_config },
      { cookie },
    );
    return { answer, before };
  };

  const FORBIDDEN: readonly [string, (config: CombinationConfig) => void, string, string][] = [
    [
      'removing a colorway when groupsSetup excludes the creator',
      (config) => void config.groups.pop(),
      'combination_config.groups',
      'This prebuild does not allow creators to add or remove colorways.',
    ],
    [
      'adding a colorway when groupsSetup excludes the creator',
      (config) =>
        void config.groups.push({
          value: 'mine',
          name: 'Mine',
          includeParts: [],
          options: [],
          enabledEditForRoles: ['creator', 'consumer'],
        }),
      'combination_config.groups',
      'This prebuild does not allow creators to add or remove colorways.',
    ],
    [
      "editing a colorway whose enabledEditForRoles lacks 'creator'",
      (config) => void (config.groups[0]!.name = 'Renamed'),
      'combination_config.groups[g1]',
      'This prebuild does not allow creators to edit the colorway "Body colours".',
    ],
    [
      'removing a variation when variantSetup excludes the creator',
      (config) => void config.variant.pop(),
      'combination_config.variant',
      'This prebuild does not allow creators to add or remove variations.',
    ],
    [
      "editing a variation whose enabledEditForRoles lacks 'creator'",
      (config) => void (config.variant[0]!.options[0]!.partConfig[0]!.visible = false),
      'combination_config.variant[v1]',
      'This prebuild does not allow creators to edit the variation "Hood".',
    ],
    [
      'changing a decal whose editable_creator is false',
      (config) => void (config.decals.placed[0]!.rotation = 90),
      'combination_config.decals.placed[logo]',
      'This prebuild does not allow creators to change the decal "Logo".',
    ],
    [
      "changing the prebuild's area limit ('Limit Creator')",
      (config) => void (config.decals.placed[1]!.limit = { min: { x: 0, y: 0 }, max: { x: 1, y: 1 } }),
      'combination_config.decals.placed[badge].limit',
      'The area limit of the decal "Badge" is set by the prebuild and cannot be changed.',
    ],
    [
      'moving a limited decal outside its area',
      (config) => void (config.decals.placed[1]!.position = { x: 0.9, y: 0.9 }),
      'combination_config.decals.placed[badge].position',
      'The decal "Badge" must stay inside the area the prebuild allows.',
    ],
    [
      'adding more decals of their own than free_decal',
      (config) => {
        for (const value of ['own1', 'own2'])
          config.decals.placed.push({
            ...config.decals.placed[1]!,
            value,
            limit_enable: false,
            limit: undefined,
          });
      },
      'combination_config.decals.placed',
      'This prebuild allows at most 1 decal(s) of your own.',
    ],
    [
      'choosing a material the prebuild does not allow for the part',
      (config) => void (config.parts[0]!.default = store.materialIds[1]!),
      'combination_config.parts[body].default',
      'The material "{material}" is not one the prebuild allows for the part "Body".',
    ],
  ];

  it.each(FORBIDDEN)('refuses %s with 403 and writes nothing', async (_title, recipe, path, text) => {
    const id = await newCreation();
    const changed = design();
    recipe(changed);
    const { answer, before } = await save(id, changed);
    const message = text.replace('{material}', store.materialIds[1]!);
    expect(answer.status, answer.text).toBe(403);
    expect(answer.body.error).toEqual({ code: 'forbidden_change', message, issues: [{ path, message }] });
    expect(await row(id)).toEqual(before);
  });

  it('saves what the prebuild allows: choices, own decals within free_decal, allowed materials', async () => {
    const id = await newCreation();
    const allowed = design();
    allowed.parts[1]!.default = store.materialIds[1]!;
    allowed.decals.placed[1]!.position = { x: 0.6, y: 0.2 };
    allowed.decals.placed.push({
      ...allowed.decals.placed[1]!,
      value: 'own',
      limit_enable: false,
      limit: undefined,
    });
    allowed.variant[0]!.defaultOptionId = 'a';
    const { answer } = await save(id, allowed);
    expect(answer.status, answer.text).toBe(200);
    const stored = JSON.parse((await row(id)).combination_config) as CombinationConfig;
    expect(stored.parts[1]!.default).toBe(store.materialIds[1]);
    expect(stored.decals.placed.map((decal) => decal.value)).toEqual(['logo', 'badge', 'own']);
  });

  it('refuses a first save that starts with a forbidden change, and creates nothing', async () => {
    const count = async () =>
      (
        await suite()
          .database.db.selectFrom('creations')
          .select('id')
          .where('user_id', '=', store.creator.id)
          .execute()
      ).length;
    const before = await count();
    const changed = design();
    changed.groups = [];
    const answer = await suite().client.post(
      '/api/creations',
      { ...completeCreationBody(store), prebuild_id: prebuildId, combination_config: changed },
      { cookie },
    );
    expect(answer.status, answer.text).toBe(403);
    expect(answer.body.error.message).toBe(
      'This prebuild does not allow creators to add or remove colorways.',
    );
    expect(await count()).toBe(before);
  });

  it('lets the producer change anything on the prebuild itself', async () => {
    const memberCookie = await signIn(suite().client, store.producerMember.email);
    const current = await suite().client.get(`/api/prebuilds/${prebuildId}/edit`, { cookie: memberCookie });
    expect(current.status, current.text).toBe(200);
    const changed = design();
    changed.groups = [];
    changed.decals.placed[0]!.rotation = 45;
    const answer = await suite().client.patch(
      `/api/prebuilds/${prebuildId}`,
      { updated_at: current.body.prebuild.updated_at, combination_config: changed },
      { cookie: memberCookie },
    );
    expect(answer.status, answer.text).toBe(200);
  });
});
