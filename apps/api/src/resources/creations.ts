import {
  CombinationConfigSchema,
  CreationSchema,
  CreationSizingSchema,
  HomeTabSchema,
  IdSchema,
  IsoDateTimeSchema,
  MoneyMinorSchema,
  PurchaseTypeSchema,
  VisibilitySchema,
  WaterflowConfigSchema,
  type CreationCategory,
  type MediaPlate,
  type ParseIssue,
} from '@atelier/schema';
import { Hono, type Context } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../auth/guards';
import type { Database } from '../db/types';
import {
  SAVE_MODES,
  type SaveIssue,
  type SaveMode,
  applicableBaseCost,
  formatMessage,
  isCreationEnabled,
  isCreationOwner,
  isDraftAfterSave,
  listingScope,
  newCreation,
  parseHost,
  planCreationDeletion,
  validateCreationSave,
} from '../domain';
import type { AppEnv, AuthState, Services } from '../http/context';
import { ApiError, conflict, forbidden, invalidInput, notFound } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { pageOf } from '../http/schemas';
import { validate } from '../http/validation';
import { isoNow, nextVersion } from '../lib/clock';
import { newId } from '../lib/ids';
import { flag, toJson } from '../lib/json';
import { type PrebuildAnswer, isProducerMember, loadPrebuilds } from '../queries/catalogue';
import {
  type CreationWithUserRow,
  creationCategories,
  creationOrderItems,
  creationPrebuildIds,
  findCreation,
  loadCreationDetail,
} from '../queries/creations';
import { readCaseMetadata, PLATFORM_SCOPE } from '../queries/home';
import { listCreations } from '../queries/listing';
import { BadCursorError } from '../queries/paging';
import { notify } from '../notifications/notify';

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

const CategoryValuesSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((entry) => entry.split(','))
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().min(1).max(100)).max(10));

export const ListQuerySchema = z.object({
  tab: HomeTabSchema.optional(),
  /** Category values, AND-ed: repeat the parameter or separate with commas. */
  category: CategoryValuesSchema.optional(),
  /** A producer's at_name. */
  producer: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,64}$/)
    .optional(),
  /** A creator's at_name. */
  creator: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,64}$/)
    .optional(),
  q: z.string().trim().min(1).max(100).optional(),
  cursor: z.string().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(60).optional(),
});

const RelationChangesSchema = z
  .object({
    connect: z
      .array(z.object({ id: IdSchema.max(100) }))
      .max(50)
      .optional(),
    disconnect: z
      .array(z.object({ id: IdSchema.max(100) }))
      .max(50)
      .optional(),
  })
  .strict();

/** Only the changed fields; relations as connect / disconnect lists of {id} (001 §7). */
export const CreationPatchSchema = z
  .object({
    /** The updatedAt this change was based on: a stale one answers 409 and changes nothing. */
    updatedAt: IsoDateTimeSchema,
    /** 001 §4 save mode: publish sets is_draft false, unpublish true. */
    mode: z.enum(SAVE_MODES).optional(),
    name: z.string().max(200).optional(),
    description: z.string().max(20_000).optional(),
    category: z.string().max(100).optional(),
    tags: z.array(z.string().min(1).max(50)).max(30).optional(),
    totalPrice: MoneyMinorSchema.max(100_000_000).optional(),
    visibility: VisibilitySchema.optional(),
    purchaseType: PurchaseTypeSchema.nullable().optional(),
    kickstart_start: IsoDateTimeSchema.optional(),
    kickstart_end: IsoDateTimeSchema.optional(),
    kickstart_periode: z.number().int().min(0).max(3650).optional(),
    minimum_order: z.number().int().min(1).max(100_000).optional(),
    maximum_order: z.number().int().min(1).max(100_000).nullable().optional(),
    sizing: CreationSizingSchema.optional(),
    waterflow_config: WaterflowConfigSchema.optional(),
    combination_config: CombinationConfigSchema.optional(),
    creation_category: RelationChangesSchema.optional(),
    prebuilds: RelationChangesSchema.optional(),
  })
  .strict();

export const CreateCreationSchema = z.object({ prebuild_id: IdSchema.max(100) }).strict();
export const VersionBodySchema = z.object({ updatedAt: IsoDateTimeSchema.optional() }).strict();
const IdParam = z.object({ id: z.string().min(1).max(100) });
const DeleteQuerySchema = z.object({
  /** Confirms archiving a creation that has orders (000 §5). */
  archive: z.enum(['true', 'false']).optional(),
});

const UserOut = z.object({
  id: z.string(),
  name: z.string(),
  at_name: z.string(),
  is_creator: z.boolean(),
  profile_image: z.string().nullable(),
  profile_banner: z.string().nullable(),
  user_profile: z.object({ profile_image: z.string().optional(), profile_banner: z.string().optional() }),
  visibility: VisibilitySchema,
});

export const CreationTileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    totalPrice: z.number().int(),
    purchaseType: PurchaseTypeSchema.nullable(),
    creation_media: z.array(z.object({ url: z.string() })),
    user: UserOut,
    pinned: z.boolean(),
    is_draft: z.boolean(),
    visibility: VisibilitySchema,
    createdAt: z.string(),
  })
  .meta({ id: 'CreationTile' });

export const CreationDetailSchema = z
  .looseObject({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    description: z.string(),
    totalPrice: z.number().int(),
    is_draft: z.boolean(),
    is_deleted: z.boolean(),
    visibility: VisibilitySchema,
    purchaseType: PurchaseTypeSchema.nullable(),
    user: UserOut,
    creation_media: z.array(z.object({ id: z.string(), url: z.string() })),
    creation_category: z.array(z.object({ id: z.string().optional(), name: z.string(), value: z.string() })),
    prebuilds: z.array(z.looseObject({ id: z.string() })),
    orderCount: z.number().int(),
    orderedCount: z.number().int(),
    preorder: z.looseObject({ kind: z.string(), message: z.string() }),
    favoriteCount: z.number().int(),
    isFavorite: z.boolean(),
    isOwner: z.boolean(),
    pinned: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CreationDetail' });

const CreationAnswer = z.object({ creation: CreationDetailSchema });
const FavoriteAnswer = z.object({ isFavorite: z.boolean(), favoriteCount: z.number().int() });
const DeleteAnswer = z.object({ ok: z.literal(true), kind: z.enum(['delete', 'archive']) });

// ---------------------------------------------------------------------------
// Access
// ---------------------------------------------------------------------------

/** The owner reads everything of theirs; others read what is neither deleted nor a draft. */
export const canReadCreation = (row: CreationWithUserRow, viewer: AuthState | null): boolean =>
  isCreationOwner(viewer?.user.at_name, { user: { at_name: row.u_at_name } }) ||
  (row.is_deleted === 0 && row.is_draft === 0);

/** The creation if this viewer may read it; 404 otherwise (so ids reveal nothing). */
export async function readableCreation(db: Kysely<Database>, id: string, viewer: AuthState | null) {
  const row = await findCreation(db, id);
  if (!row || !canReadCreation(row, viewer)) throw notFound('The creation');
  return row;
}

/** 000 §6 the owner's actions: the creation if the session's at_name is its user's. */
export async function ownedCreation(db: Kysely<Database>, id: string, viewer: AuthState) {
  const row = await readableCreation(db, id, viewer);
  if (!isCreationOwner(viewer.user.at_name, { user: { at_name: row.u_at_name } })) {
    throw forbidden('Only the creator of this creation can do that.');
  }
  return row;
}

/** A prebuild this user may build on: published and public, or one of their producer's. */
async function usablePrebuilds(
  db: Kysely<Database>,
  ids: string[],
  userId: string,
): Promise<PrebuildAnswer[]> {
  const prebuilds = await loadPrebuilds(db, ids, { assets: true });
  const usable: PrebuildAnswer[] = [];
  for (const prebuild of prebuilds) {
    if (prebuild.is_deleted) continue;
    const open = !prebuild.is_draft && prebuild.visibility === 'public';
    if (open || (await isProducerMember(db, userId, prebuild.producer_id))) usable.push(prebuild);
  }
  return usable;
}

const SAVE_ISSUE_PATHS: Record<SaveIssue['check'], string> = {
  name: 'name',
  category: 'creation_category',
  media: 'waterflow_config.media_placement',
  firstCapture: 'waterflow_config.media_placement[0].url',
  sizes: 'sizing.blacklist',
  purchaseType: 'purchaseType',
};

export const saveIssues = (issues: SaveIssue[]): ParseIssue[] =>
  issues.map((issue) => ({ path: SAVE_ISSUE_PATHS[issue.check], message: formatMessage(issue.message) }));

/** The media urls of a gallery, for creation_media and the list's cover (plates with an image). */
export const mediaUrlsOf = (plates: readonly MediaPlate[]): string[] =>
  plates
    .filter((plate) => ['image/link', 'image/upload', 'capture'].includes(plate.type) && plate.url)
    .map((plate) => plate.url as string);

async function replaceMedia(db: Kysely<Database>, creationId: string, urls: string[]) {
  await db.deleteFrom('creation_media').where('creation_id', '=', creationId).execute();
  if (urls.length > 0) {
    await db
      .insertInto('creation_media')
      .values(urls.map((url, position) => ({ id: newId('cm'), creation_id: creationId, url, position })))
      .execute();
  }
}

// ---------------------------------------------------------------------------
// Routes
// ---------------------------------------------------------------------------

const tags = ['Creations'];

export const creationRoutes = (services: Services) => {
  const { db, clock, settings } = services;

  const detail = async (row: CreationWithUserRow, viewer: AuthState | null) =>
    loadCreationDetail(db, row, viewer?.user.id ?? null, clock.now());

  const reload = async (id: string, viewer: AuthState | null) => {
    const row = await findCreation(db, id);
    if (!row) throw notFound('The creation');
    return detail(row, viewer);
  };

  /** Applies a change (fields, relations, save mode) with optimistic concurrency. */
  const applyChange = async (
    c: Context<AppEnv>,
    row: CreationWithUserRow,
    patch: z.infer<typeof CreationPatchSchema> | { updatedAt?: string | undefined; mode: SaveMode },
  ) => {
    const auth = requireAuth(c);
    if (patch.updatedAt !== undefined && patch.updatedAt !== row.updated_at) {
      throw conflict('stale', 'This creation was changed elsewhere. Reload it and try again.', {
        updatedAt: row.updated_at,
      });
    }
    const {
      updatedAt: _version,
      mode,
      creation_category,
      prebuilds: prebuildChanges,
      ...fields
    } = patch as z.infer<typeof CreationPatchSchema>;
    const current = await loadCreationDetail(db, row, auth.user.id, clock.now(), { prebuildAssets: false });

    // Relations after the change.
    const issues: ParseIssue[] = [];
    let categories: CreationCategory[] = current.creation_category;
    if (creation_category) {
      const connectIds = (creation_category.connect ?? []).map((entry) => entry.id);
      const found = connectIds.length
        ? await db
            .selectFrom('categories')
            .select(['id', 'name', 'value'])
            .where('id', 'in', connectIds)
            .execute()
        : [];
      connectIds.forEach((id, index) => {
        if (!found.some((category) => category.id === id))
          issues.push({ path: `creation_category.connect[${index}].id`, message: 'No category has this id' });
      });
      const removed = new Set((creation_category.disconnect ?? []).map((entry) => entry.id));
      categories = [
        ...categories.filter((category) => !removed.has(category.id ?? '')),
        ...found.filter((category) => !categories.some((existing) => existing.id === category.id)),
      ];
    }
    let prebuildIds = await creationPrebuildIds(db, row.id);
    if (prebuildChanges) {
      const connectIds = (prebuildChanges.connect ?? []).map((entry) => entry.id);
      const usable = await usablePrebuilds(db, connectIds, auth.user.id);
      connectIds.forEach((id, index) => {
        if (!usable.some((prebuild) => prebuild.id === id))
          issues.push({
            path: `prebuilds.connect[${index}].id`,
            message: 'No prebuild you may use has this id',
          });
      });
      const removed = new Set((prebuildChanges.disconnect ?? []).map((entry) => entry.id));
      prebuildIds = [
        ...prebuildIds.filter((id) => !removed.has(id)),
        ...connectIds.filter((id) => !prebuildIds.includes(id)),
      ];
    }
    if (issues.length > 0) throw invalidInput(issues);

    // The creation after the change must still be a valid creation (schema invariants).
    const { pinned: _pinned, ...base } = {
      ...current,
      ...fields,
      maximum_order:
        fields.maximum_order === null ? undefined : (fields.maximum_order ?? current.maximum_order),
    };
    const merged = {
      ...base,
      creation_category: categories,
      is_draft: isDraftAfterSave(current.is_draft, mode ?? 'save'),
    };
    const parsed = CreationSchema.safeParse({ ...merged, prebuilds: undefined, user: undefined });
    if (!parsed.success) {
      throw invalidInput(
        parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      );
    }

    const [prebuild] = await loadPrebuilds(db, prebuildIds.slice(0, 1), { assets: false });
    // 001 §5: what is published must pass the save checks.
    if (!merged.is_draft) {
      const failed = validateCreationSave(merged, prebuild);
      if (failed.length > 0)
        throw new ApiError(422, 'save_checks_failed', formatMessage(failed[0]!.message), saveIssues(failed));
    }
    // 001 §5: the retail price may not be below the base price.
    if (
      prebuild &&
      (fields.totalPrice !== undefined || fields.minimum_order !== undefined || prebuildChanges)
    ) {
      const base = applicableBaseCost(prebuild.cost_config, merged.minimum_order);
      if (merged.totalPrice < base) {
        throw new ApiError(422, 'price_below_base', formatMessage({ key: 'editor.price.belowBase' }), [
          { path: 'totalPrice', message: `The base price is ${base} cents` },
        ]);
      }
    }

    const version = nextVersion(clock, row.updated_at);
    const columns = {
      ...(fields.name !== undefined ? { name: fields.name } : {}),
      ...(fields.description !== undefined ? { description: fields.description } : {}),
      ...(fields.category !== undefined ? { category: fields.category } : {}),
      ...(fields.tags !== undefined ? { tags: toJson(fields.tags) } : {}),
      ...(fields.totalPrice !== undefined ? { total_price: fields.totalPrice } : {}),
      ...(fields.visibility !== undefined ? { visibility: fields.visibility } : {}),
      ...(fields.purchaseType !== undefined ? { purchase_type: fields.purchaseType } : {}),
      ...(fields.kickstart_start !== undefined ? { kickstart_start: fields.kickstart_start } : {}),
      ...(fields.kickstart_end !== undefined ? { kickstart_end: fields.kickstart_end } : {}),
      ...(fields.kickstart_periode !== undefined ? { kickstart_periode: fields.kickstart_periode } : {}),
      ...(fields.minimum_order !== undefined ? { minimum_order: fields.minimum_order } : {}),
      ...(fields.maximum_order !== undefined ? { maximum_order: fields.maximum_order } : {}),
      ...(fields.sizing !== undefined ? { sizing: toJson(fields.sizing) } : {}),
      ...(fields.waterflow_config !== undefined
        ? {
            waterflow_config: toJson(fields.waterflow_config),
            cover_url: mediaUrlsOf(fields.waterflow_config.media_placement)[0] ?? null,
          }
        : {}),
      ...(fields.combination_config !== undefined
        ? { combination_config: toJson(fields.combination_config) }
        : {}),
      ...(prebuildChanges && prebuild ? { producer_id: prebuild.producer_id } : {}),
      is_draft: flag(merged.is_draft),
      updated_at: version,
    };

    await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('creations')
        .set(columns)
        .where('id', '=', row.id)
        .where('updated_at', '=', row.updated_at)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) {
        throw conflict('stale', 'This creation was changed elsewhere. Reload it and try again.');
      }
      if (creation_category) {
        await trx.deleteFrom('creation_categories').where('creation_id', '=', row.id).execute();
        if (categories.length > 0)
          await trx
            .insertInto('creation_categories')
            .values(
              categories.map((category) => ({ creation_id: row.id, category_id: category.id as string })),
            )
            .execute();
      }
      if (prebuildChanges) {
        await trx.deleteFrom('creation_prebuilds').where('creation_id', '=', row.id).execute();
        if (prebuildIds.length > 0)
          await trx
            .insertInto('creation_prebuilds')
            .values(
              prebuildIds.map((prebuildId, position) => ({
                creation_id: row.id,
                prebuild_id: prebuildId,
                position,
              })),
            )
            .execute();
      }
      if (fields.waterflow_config !== undefined)
        await replaceMedia(trx, row.id, mediaUrlsOf(fields.waterflow_config.media_placement));
    });
    return reload(row.id, auth);
  };

  return new Hono<AppEnv>()
    .get(
      '/',
      doc({
        summary: 'List creations for home and shop',
        description:
          'Visible creations (public, not deleted, not draft, public user) in the scope of the Host ' +
          '(a creator sub-domain lists that creator only; the main site in production lists the platform ' +
          "producer's only). Tabs trending (shuffled), latest, discover, following (needs a session). " +
          'Category values are AND-ed. 30 items first, 60 per page after; pass nextCursor back as cursor.',
        tags,
        responses: { 200: pageOf(CreationTileSchema) },
        errors: [400, 401],
      }),
      validate('query', ListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const auth = optionalAuth(c);
        if (query.tab === 'following' && !auth)
          throw new ApiError(401, 'unauthorised', 'Sign in to see who you follow.');
        const host = parseHost(c.req.header('host') ?? '');
        const scope = listingScope(host, {
          production: settings.production,
          platformProducerAtName: settings.platformProducer,
        });
        try {
          const page = await listCreations(db, {
            scope,
            tab: query.tab,
            categories: query.category ?? [],
            producer: query.producer,
            creator: query.creator,
            q: query.q,
            cursor: query.cursor,
            limit: query.limit,
            viewerId: auth?.user.id ?? null,
            random: Math.random,
          });
          return c.json(page, 200);
        } catch (error) {
          if (error instanceof BadCursorError)
            throw invalidInput([{ path: 'cursor', message: error.message }]);
          throw error;
        }
      },
    )
    .post(
      '/',
      doc({
        summary: 'Create a creation from a prebuild, with the documented defaults',
        description:
          '001 §9: minimum_order 5, kickstart from now to five months later, visibility public, totalPrice ' +
          '1.25 times the first cost tier, purchase type the first allowed one; a draft.',
        tags,
        auth: true,
        responses: { 201: CreationAnswer },
        errors: [400, 403, 404],
      }),
      validate('json', CreateCreationSchema),
      async (c) => {
        const auth = requireAuth(c);
        const { prebuild_id } = c.req.valid('json');
        if (!auth.user.is_creator) throw forbidden('Only creators can create. Become a creator first.');
        if (!isCreationEnabled(await readCaseMetadata(db, PLATFORM_SCOPE)))
          throw forbidden('Creating is not open on this site.');
        const [prebuild] = await usablePrebuilds(db, [prebuild_id], auth.user.id);
        if (!prebuild) throw notFound('The prebuild');
        const now = clock.now();
        const draft = newCreation({ prebuild, now, userId: auth.user.id });
        const id = newId('cr');
        const at = now.toISOString();
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('creations')
            .values({
              id,
              user_id: auth.user.id,
              producer_id: prebuild.producer_id,
              name: draft.name,
              description: draft.description,
              category: null,
              tags: toJson(draft.tags),
              total_price: draft.totalPrice,
              is_draft: flag(draft.is_draft),
              is_deleted: flag(draft.is_deleted),
              visibility: draft.visibility,
              purchase_type: draft.purchaseType,
              kickstart_start: draft.kickstart_start ?? null,
              kickstart_end: draft.kickstart_end ?? null,
              kickstart_periode: draft.kickstart_periode,
              minimum_order: draft.minimum_order,
              maximum_order: draft.maximum_order ?? null,
              sizing: toJson(draft.sizing),
              waterflow_config: toJson(draft.waterflow_config),
              combination_config: toJson(draft.combination_config),
              cover_url: null,
              pinned_at: null,
              created_at: at,
              updated_at: at,
            })
            .execute();
          await trx
            .insertInto('creation_prebuilds')
            .values({ creation_id: id, prebuild_id: prebuild.id, position: 0 })
            .execute();
        });
        return c.json({ creation: await reload(id, auth) }, 201);
      },
    )
    .get(
      '/:id',
      doc({
        summary:
          'A creation with media, categories, order count and ordered sum, user, prebuilds, favourite state',
        description: 'Drafts and deleted creations are visible to their creator only (404 for anyone else).',
        tags,
        responses: { 200: CreationAnswer },
        errors: [404],
      }),
      validate('param', IdParam),
      async (c) => {
        const auth = optionalAuth(c);
        const row = await readableCreation(db, c.req.valid('param').id, auth);
        return c.json({ creation: await detail(row, auth) }, 200);
      },
    )
    .patch(
      '/:id',
      doc({
        summary: 'Change a creation (only changed fields; optimistic concurrency)',
        description:
          'Send the updatedAt you read; if the creation changed since, the answer is 409 and nothing is ' +
          'written. Relations change through connect / disconnect lists of {id}. mode publish or unpublish ' +
          'also changes is_draft; a published result must pass the save checks (422).',
        tags,
        auth: true,
        responses: { 200: CreationAnswer },
        errors: [400, 403, 404, 409, 422],
      }),
      validate('param', IdParam),
      validate('json', CreationPatchSchema),
      async (c) => {
        const auth = requireAuth(c);
        const row = await ownedCreation(db, c.req.valid('param').id, auth);
        return c.json({ creation: await applyChange(c, row, c.req.valid('json')) }, 200);
      },
    )
    .post(
      '/:id/publish',
      doc({
        summary: 'Publish (is_draft false) after the save checks',
        tags,
        auth: true,
        responses: { 200: CreationAnswer },
        errors: [400, 403, 404, 409, 422],
      }),
      validate('param', IdParam),
      validate('json', VersionBodySchema),
      async (c) => {
        const auth = requireAuth(c);
        const row = await ownedCreation(db, c.req.valid('param').id, auth);
        return c.json(
          { creation: await applyChange(c, row, { ...c.req.valid('json'), mode: 'publish' }) },
          200,
        );
      },
    )
    .post(
      '/:id/unpublish',
      doc({
        summary: 'Unpublish (is_draft true)',
        tags,
        auth: true,
        responses: { 200: CreationAnswer },
        errors: [400, 403, 404, 409],
      }),
      validate('param', IdParam),
      validate('json', VersionBodySchema),
      async (c) => {
        const auth = requireAuth(c);
        const row = await ownedCreation(db, c.req.valid('param').id, auth);
        return c.json(
          { creation: await applyChange(c, row, { ...c.req.valid('json'), mode: 'unpublish' }) },
          200,
        );
      },
    )
    .post(
      '/:id/duplicate',
      doc({
        summary: 'Duplicate a creation as a new draft (owner only)',
        tags,
        auth: true,
        responses: { 201: CreationAnswer },
        errors: [403, 404],
      }),
      validate('param', IdParam),
      async (c) => {
        const auth = requireAuth(c);
        const row = await ownedCreation(db, c.req.valid('param').id, auth);
        const id = newId('cr');
        const at = isoNow(clock);
        const [categories, prebuildIds, media] = await Promise.all([
          creationCategories(db, row.id),
          creationPrebuildIds(db, row.id),
          db
            .selectFrom('creation_media')
            .select(['url', 'position'])
            .where('creation_id', '=', row.id)
            .execute(),
        ]);
        await db.transaction().execute(async (trx) => {
          const {
            u_id: _uid,
            u_name: _uname,
            u_at_name: _uat,
            u_is_creator: _uc,
            u_profile_image: _upi,
            u_profile_banner: _upb,
            u_visibility: _uv,
            ...columns
          } = row;
          await trx
            .insertInto('creations')
            .values({
              ...columns,
              id,
              name: `${row.name} (copy)`.slice(0, 200),
              is_draft: flag(true),
              is_deleted: flag(false),
              pinned_at: null,
              created_at: at,
              updated_at: at,
            })
            .execute();
          if (categories.length)
            await trx
              .insertInto('creation_categories')
              .values(categories.map((category) => ({ creation_id: id, category_id: category.id as string })))
              .execute();
          if (prebuildIds.length)
            await trx
              .insertInto('creation_prebuilds')
              .values(
                prebuildIds.map((prebuildId, position) => ({
                  creation_id: id,
                  prebuild_id: prebuildId,
                  position,
                })),
              )
              .execute();
          if (media.length)
            await trx
              .insertInto('creation_media')
              .values(
                media.map((entry) => ({
                  id: newId('cm'),
                  creation_id: id,
                  url: entry.url,
                  position: entry.position,
                })),
              )
              .execute();
        });
        return c.json({ creation: await reload(id, auth) }, 201);
      },
    )
    .put(
      '/:id/pin',
      doc({
        summary: 'Pin to the top of the creator page (owner only)',
        tags,
        auth: true,
        responses: { 200: CreationAnswer },
        errors: [403, 404],
      }),
      validate('param', IdParam),
      async (c) => {
        const auth = requireAuth(c);
        const row = await ownedCreation(db, c.req.valid('param').id, auth);
        await db
          .updateTable('creations')
          .set({ pinned_at: isoNow(clock) })
          .where('id', '=', row.id)
          .execute();
        return c.json({ creation: await reload(row.id, auth) }, 200);
      },
    )
    .delete(
      '/:id/pin',
      doc({
        summary: 'Unpin (owner only)',
        tags,
        auth: true,
        responses: { 200: CreationAnswer },
        errors: [403, 404],
      }),
      validate('param', IdParam),
      async (c) => {
        const auth = requireAuth(c);
        const row = await ownedCreation(db, c.req.valid('param').id, auth);
        await db.updateTable('creations').set({ pinned_at: null }).where('id', '=', row.id).execute();
        return c.json({ creation: await reload(row.id, auth) }, 200);
      },
    )
    .put(
      '/:id/favorite',
      doc({
        summary: 'Favourite (connect the current user on favorited_users)',
        tags,
        auth: true,
        responses: { 200: FavoriteAnswer },
        errors: [404],
      }),
      validate('param', IdParam),
      async (c) => {
        const auth = requireAuth(c);
        const row = await readableCreation(db, c.req.valid('param').id, auth);
        const inserted = await db
          .insertInto('favourites')
          .values({ user_id: auth.user.id, creation_id: row.id, created_at: isoNow(clock) })
          .onConflict((oc) => oc.columns(['user_id', 'creation_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 && row.user_id !== auth.user.id) {
          await notify(services, {
            userId: row.user_id,
            eventId: `favourite:${row.id}:${auth.user.id}`,
            message: {
              title: 'New favourite',
              text: `${auth.user.name} favourited ${row.name || 'your creation'}.`,
              ...(auth.user.profile_image ? { image: auth.user.profile_image } : {}),
              link: `/${row.u_at_name}/creation?creation_id=${row.id}`,
            },
            eventData: { type: 'favourite', creationId: row.id, userId: auth.user.id },
          });
        }
        return c.json(await favouriteState(db, row.id, auth.user.id), 200);
      },
    )
    .delete(
      '/:id/favorite',
      doc({
        summary: 'Unfavourite (disconnect the current user)',
        tags,
        auth: true,
        responses: { 200: FavoriteAnswer },
        errors: [404],
      }),
      validate('param', IdParam),
      async (c) => {
        const auth = requireAuth(c);
        const row = await readableCreation(db, c.req.valid('param').id, auth);
        await db
          .deleteFrom('favourites')
          .where('user_id', '=', auth.user.id)
          .where('creation_id', '=', row.id)
          .execute();
        return c.json(await favouriteState(db, row.id, auth.user.id), 200);
      },
    )
    .delete(
      '/:id',
      doc({
        summary: 'Delete a creation, or archive one that has orders (owner only)',
        description:
          "Deletion sets is_deleted (000 §3). A creation with order items answers 409 'has_orders' with the " +
          'archive question; repeat with ?archive=true to archive it.',
        tags,
        auth: true,
        responses: { 200: DeleteAnswer },
        errors: [403, 404, 409],
      }),
      validate('param', IdParam),
      validate('query', DeleteQuerySchema),
      async (c) => {
        const auth = requireAuth(c);
        const row = await ownedCreation(db, c.req.valid('param').id, auth);
        const plan = planCreationDeletion({ order_items: await creationOrderItems(db, row.id) });
        if (plan.kind === 'archive' && c.req.valid('query').archive !== 'true') {
          throw conflict('has_orders', formatMessage(plan.confirmation), { hint: 'archive' });
        }
        await db
          .updateTable('creations')
          .set({ is_deleted: flag(plan.update.is_deleted), updated_at: nextVersion(clock, row.updated_at) })
          .where('id', '=', row.id)
          .execute();
        return c.json({ ok: true as const, kind: plan.kind }, 200);
      },
    );
};

async function favouriteState(db: Kysely<Database>, creationId: string, userId: string) {
  const [count, mine] = await Promise.all([
    db
      .selectFrom('favourites')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('creation_id', '=', creationId)
      .executeTakeFirst(),
    db
      .selectFrom('favourites')
      .select('user_id')
      .where('creation_id', '=', creationId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { isFavorite: mine !== undefined, favoriteCount: Number(count?.count ?? 0) };
}
