import {
  CombinationConfigSchema,
  CostConfigSchema,
  IdSchema,
  IsoDateTimeSchema,
  MoneyMinorSchema,
  PrebuildContentItemSchema,
  PrebuildExtraOptionSchema,
  PrebuildSchema,
  PrebuildSizingSchema,
  VisibilitySchema,
  WaterflowConfigSchema,
  type ParseIssue,
} from '@atelier/schema';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { optionalAuth, requireAuth } from '../auth/guards';
import type { Database } from '../db/types';
import { SAVE_MODES, formatMessage, isDraftAfterSave, newPrebuild, validatePrebuildSave } from '../domain';
import type { AppEnv, AuthState, Services } from '../http/context';
import { ApiError, conflict, forbidden, invalidInput, notFound } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import { isoNow, nextVersion } from '../lib/clock';
import { newId } from '../lib/ids';
import { flag, toJson } from '../lib/json';
import { type PrebuildAnswer, isProducerMember, loadModels, loadPrebuilds } from '../queries/catalogue';

const RelationChangesSchema = z
  .object({
    connect: z
      .array(z.object({ id: IdSchema.max(100) }))
      .max(100)
      .optional(),
    disconnect: z
      .array(z.object({ id: IdSchema.max(100) }))
      .max(100)
      .optional(),
  })
  .strict();

/** Only the changed fields; models and materials as connect / disconnect lists (001 §7). */
export const PrebuildPatchSchema = z
  .object({
    /** The updated_at this change was based on: a stale one answers 409 and changes nothing. */
    updated_at: IsoDateTimeSchema,
    mode: z.enum(SAVE_MODES).optional(),
    name: z.string().max(200).optional(),
    description: z.string().max(20_000).optional(),
    content: z.array(PrebuildContentItemSchema).max(100).optional(),
    category: z.array(z.string().min(1).max(100)).max(20).optional(),
    tags: z.array(z.string().min(1).max(50)).max(30).optional(),
    visibility: VisibilitySchema.optional(),
    allow_direct_purchase: z.boolean().optional(),
    option_shipping_fee_include: z.boolean().optional(),
    sizing: PrebuildSizingSchema.optional(),
    extra_option: PrebuildExtraOptionSchema.optional(),
    waterflow_config: WaterflowConfigSchema.optional(),
    minimum_order: z.number().int().min(1).max(100_000).optional(),
    maximum_order: z.number().int().min(1).max(100_000).optional(),
    cost: MoneyMinorSchema.max(100_000_000).nullable().optional(),
    cost_config: CostConfigSchema.optional(),
    combination_config: CombinationConfigSchema.optional(),
    models: RelationChangesSchema.optional(),
    materials: RelationChangesSchema.optional(),
  })
  .strict();

export const CreatePrebuildSchema = z.object({ producer_id: IdSchema.max(100) }).strict();
const IdParam = z.object({ id: z.string().min(1).max(100) });
export const ModelsQuerySchema = z.object({
  /** Comma-separated asset ids (at most 50). */
  ids: z
    .string()
    .min(1)
    .max(5000)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().min(1).max(100)).min(1).max(50)),
});

const PrebuildOut = z
  .looseObject({ id: z.string(), name: z.string(), producer_id: z.string() })
  .meta({ id: 'Prebuild' });
const PrebuildAnswerSchema = z.object({ prebuild: PrebuildOut });

const SAVE_ISSUE_PATHS = {
  name: 'name',
  category: 'category',
  media: 'waterflow_config.media_placement',
  firstCapture: 'waterflow_config.media_placement',
  sizes: 'sizing.options',
  purchaseType: 'extra_option.allowPurchaseType',
} as const;

/** Readable by anyone when published and public; by the producer's members always. */
async function readablePrebuild(
  db: Kysely<Database>,
  id: string,
  viewer: AuthState | null,
): Promise<PrebuildAnswer> {
  const [prebuild] = await loadPrebuilds(db, [id], { assets: true });
  if (!prebuild || prebuild.is_deleted) throw notFound('The prebuild');
  const open = !prebuild.is_draft && prebuild.visibility === 'public';
  if (open) return prebuild;
  if (viewer && (await isProducerMember(db, viewer.user.id, prebuild.producer_id))) return prebuild;
  // 001 §6: "Creators cannot edit the producer's prebuild": and nobody outside reads its drafts.
  throw notFound('The prebuild');
}

const tags = ['Prebuilds'];

export const prebuildRoutes = (services: Services) => {
  const { db, clock } = services;

  const reload = async (id: string) => {
    const [prebuild] = await loadPrebuilds(db, [id], { assets: true });
    if (!prebuild) throw notFound('The prebuild');
    return prebuild;
  };

  return new Hono<AppEnv>()
    .post(
      '/',
      doc({
        summary: 'Create a prebuild for a producer you are a member of (001 §9 defaults)',
        tags,
        auth: true,
        responses: { 201: PrebuildAnswerSchema },
        errors: [400, 403, 404],
      }),
      validate('json', CreatePrebuildSchema),
      async (c) => {
        const auth = requireAuth(c);
        const { producer_id } = c.req.valid('json');
        const producer = await db
          .selectFrom('producers')
          .selectAll()
          .where('id', '=', producer_id)
          .executeTakeFirst();
        if (!producer) throw notFound('The producer');
        if (!(await isProducerMember(db, auth.user.id, producer.id)))
          throw forbidden('Only members of this producer can create its prebuilds.');
        const draft = newPrebuild({
          producer: { id: producer.id, at_name: producer.at_name, name: producer.name },
        });
        const id = newId('pb');
        const at = isoNow(clock);
        await db
          .insertInto('prebuilds')
          .values({
            id,
            producer_id: producer.id,
            name: draft.name,
            description: draft.description,
            content: toJson(draft.content),
            category: toJson(draft.category),
            tags: toJson(draft.tags),
            visibility: draft.visibility,
            allow_direct_purchase: flag(draft.allow_direct_purchase),
            option_shipping_fee_include: flag(draft.option_shipping_fee_include),
            sizing: toJson(draft.sizing),
            extra_option: toJson(draft.extra_option),
            waterflow_config: toJson(draft.waterflow_config),
            minimum_order: draft.minimum_order,
            maximum_order: draft.maximum_order,
            cost: draft.cost ?? null,
            cost_config: toJson(draft.cost_config),
            is_draft: flag(draft.is_draft),
            is_deleted: flag(draft.is_deleted),
            combination_config: toJson(draft.combination_config),
            created_at: at,
            updated_at: at,
          })
          .execute();
        return c.json({ prebuild: await reload(id) }, 201);
      },
    )
    .get(
      '/:id',
      doc({
        summary: 'A prebuild with its models, materials and producer',
        tags,
        responses: { 200: PrebuildAnswerSchema },
        errors: [404],
      }),
      validate('param', IdParam),
      async (c) =>
        c.json({ prebuild: await readablePrebuild(db, c.req.valid('param').id, optionalAuth(c)) }, 200),
    )
    .patch(
      '/:id',
      doc({
        summary: "Change a prebuild (its producer's members only; optimistic concurrency)",
        description:
          'Send the updated_at you read; a stale one answers 409 and changes nothing. Models and materials ' +
          "must be the producer's own assets. A published result must pass the save checks (422).",
        tags,
        auth: true,
        responses: { 200: PrebuildAnswerSchema },
        errors: [400, 403, 404, 409, 422],
      }),
      validate('param', IdParam),
      validate('json', PrebuildPatchSchema),
      async (c) => {
        const auth = requireAuth(c);
        const current = await readablePrebuild(db, c.req.valid('param').id, auth);
        if (!(await isProducerMember(db, auth.user.id, current.producer_id)))
          throw forbidden("Only the producer's members can change its prebuilds.");
        const { updated_at, mode, models, materials, ...fields } = c.req.valid('json');
        if (updated_at !== current.updated_at) {
          throw conflict('stale', 'This prebuild was changed elsewhere. Reload it and try again.', {
            updated_at: current.updated_at,
          });
        }
        const issues: ParseIssue[] = [];
        const checkAssets = async (
          changes: z.infer<typeof RelationChangesSchema> | undefined,
          type: 'MODEL' | 'MATERIAL',
          key: string,
          currentIds: string[],
        ) => {
          if (!changes) return currentIds;
          const ids = (changes.connect ?? []).map((entry) => entry.id);
          const found = ids.length
            ? await db
                .selectFrom('assets')
                .select('id')
                .where('id', 'in', ids)
                .where('type', '=', type)
                .where('producer_id', '=', current.producer_id)
                .execute()
            : [];
          ids.forEach((id, index) => {
            if (!found.some((row) => row.id === id))
              issues.push({
                path: `${key}.connect[${index}].id`,
                message: `No ${type.toLowerCase()} of this producer has this id`,
              });
          });
          const removed = new Set((changes.disconnect ?? []).map((entry) => entry.id));
          return [
            ...currentIds.filter((id) => !removed.has(id)),
            ...ids.filter((id) => !currentIds.includes(id)),
          ];
        };
        const modelIds = await checkAssets(
          models,
          'MODEL',
          'models',
          (current.models ?? []).map((m) => m.id),
        );
        const materialIds = await checkAssets(
          materials,
          'MATERIAL',
          'materials',
          (current.materials ?? []).map((m) => m.id),
        );
        if (issues.length > 0) throw invalidInput(issues);

        const merged = {
          ...current,
          ...fields,
          cost: fields.cost === null ? undefined : (fields.cost ?? current.cost),
          is_draft: isDraftAfterSave(current.is_draft, mode ?? 'save'),
        };
        const parsed = PrebuildSchema.safeParse({
          ...merged,
          models: undefined,
          materials: undefined,
          producer: undefined,
        });
        if (!parsed.success)
          throw invalidInput(
            parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
          );
        if (!merged.is_draft) {
          const failed = validatePrebuildSave(merged);
          if (failed.length > 0)
            throw new ApiError(
              422,
              'save_checks_failed',
              formatMessage(failed[0]!.message),
              failed.map((issue) => ({
                path: SAVE_ISSUE_PATHS[issue.check],
                message: formatMessage(issue.message),
              })),
            );
        }
        const columns = {
          ...(fields.name !== undefined ? { name: fields.name } : {}),
          ...(fields.description !== undefined ? { description: fields.description } : {}),
          ...(fields.content !== undefined ? { content: toJson(fields.content) } : {}),
          ...(fields.category !== undefined ? { category: toJson(fields.category) } : {}),
          ...(fields.tags !== undefined ? { tags: toJson(fields.tags) } : {}),
          ...(fields.visibility !== undefined ? { visibility: fields.visibility } : {}),
          ...(fields.allow_direct_purchase !== undefined
            ? { allow_direct_purchase: flag(fields.allow_direct_purchase) }
            : {}),
          ...(fields.option_shipping_fee_include !== undefined
            ? { option_shipping_fee_include: flag(fields.option_shipping_fee_include) }
            : {}),
          ...(fields.sizing !== undefined ? { sizing: toJson(fields.sizing) } : {}),
          ...(fields.extra_option !== undefined ? { extra_option: toJson(fields.extra_option) } : {}),
          ...(fields.waterflow_config !== undefined
            ? { waterflow_config: toJson(fields.waterflow_config) }
            : {}),
          ...(fields.minimum_order !== undefined ? { minimum_order: fields.minimum_order } : {}),
          ...(fields.maximum_order !== undefined ? { maximum_order: fields.maximum_order } : {}),
          ...(fields.cost !== undefined ? { cost: fields.cost } : {}),
          ...(fields.cost_config !== undefined ? { cost_config: toJson(fields.cost_config) } : {}),
          ...(fields.combination_config !== undefined
            ? { combination_config: toJson(fields.combination_config) }
            : {}),
          is_draft: flag(merged.is_draft),
          updated_at: nextVersion(clock, current.updated_at),
        };
        await db.transaction().execute(async (trx) => {
          const result = await trx
            .updateTable('prebuilds')
            .set(columns)
            .where('id', '=', current.id)
            .where('updated_at', '=', current.updated_at)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) === 0)
            throw conflict('stale', 'This prebuild was changed elsewhere. Reload it and try again.');
          if (models) {
            await trx.deleteFrom('prebuild_models').where('prebuild_id', '=', current.id).execute();
            if (modelIds.length)
              await trx
                .insertInto('prebuild_models')
                .values(
                  modelIds.map((asset_id, position) => ({ prebuild_id: current.id, asset_id, position })),
                )
                .execute();
          }
          if (materials) {
            await trx.deleteFrom('prebuild_materials').where('prebuild_id', '=', current.id).execute();
            if (materialIds.length)
              await trx
                .insertInto('prebuild_materials')
                .values(
                  materialIds.map((asset_id, position) => ({ prebuild_id: current.id, asset_id, position })),
                )
                .execute();
          }
        });
        return c.json({ prebuild: await reload(current.id) }, 200);
      },
    );
};

export const assetRoutes = ({ db }: Services) =>
  new Hono<AppEnv>().get(
    '/models',
    doc({
      summary: 'Models by ids, with their materials and producer (001 §7)',
      tags: ['Assets'],
      responses: {
        200: z.object({ data: z.array(z.looseObject({ id: z.string(), type: z.literal('MODEL') })) }),
      },
      errors: [400],
    }),
    validate('query', ModelsQuerySchema),
    async (c) => c.json({ data: await loadModels(db, c.req.valid('query').ids) }, 200),
  );
