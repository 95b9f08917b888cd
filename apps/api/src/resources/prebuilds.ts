import { Hono } from 'hono';
import { z } from 'zod';
import { optionalAuth, requireAuth, requireConfirmedEmail } from '../auth/guards';
import type { AppEnv, Services } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import { isProducerMember, loadModels, loadPrebuilds } from '../queries/catalogue';
import { editablePrebuild, readablePrebuild } from '../prebuilds/access';
import { createPrebuild, savePrebuildChange } from '../prebuilds/save-service';
import {
  CreatePrebuildSchema,
  ModelsQuerySchema,
  PrebuildAnswerSchema,
  PrebuildEditAnswerSchema,
  PrebuildIdParam,
  PrebuildPatchSchema,
} from '../prebuilds/schemas';

/** The prebuild routes (create by first save, read, the editor's read, change) and the models read. */

const tags = ['Prebuilds'];

const SAVE_CHECKS =
  'The result passes the same checks as every save, draft or publish: its shape (400; minimum_order at ' +
  'most maximum_order), no data URL in an image field (422 image_not_uploaded), the 001 §5 save checks ' +
  '(422 save_checks_failed listing every failed check with its key, text and step); nothing is written ' +
  'otherwise. A design is stamped v3.';

export const prebuildRoutes = (services: Services) => {
  const { db } = services;

  const reload = async (id: string) => {
    const [prebuild] = await loadPrebuilds(db, [id], { assets: true });
    if (!prebuild) throw notFound('The prebuild');
    return prebuild;
  };

  return new Hono<AppEnv>()
    .post(
      '/',
      doc({
        summary: 'Create a prebuild by its first save (members of the producer)',
        description:
          'The body is producer_id, optionally asset_id (a model of the producer: the prebuild starts with ' +
          'it and the materials it may wear), and the prebuild as the editor holds it (any field of the ' +
          'PATCH body) with an optional mode; what is missing comes from the 001 §9 defaults (domain ' +
          `newPrebuild). ${SAVE_CHECKS}`,
        tags,
        auth: true,
        responses: { 201: PrebuildAnswerSchema },
        errors: [400, 403, 404, 422],
      }),
      validate('json', CreatePrebuildSchema),
      async (c) => {
        const auth = requireAuth(c);
        const body = c.req.valid('json');
        await requireConfirmedEmail(c, services, body.mode === 'publish');
        const producer = await db
          .selectFrom('producers')
          .selectAll()
          .where('id', '=', body.producer_id)
          .executeTakeFirst();
        if (!producer) throw notFound('The producer');
        if (!(await isProducerMember(db, auth.user.id, producer.id)))
          throw forbidden('Only members of this producer can create its prebuilds.');
        const id = await createPrebuild(services, producer, body);
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
      validate('param', PrebuildIdParam),
      async (c) =>
        c.json({ prebuild: await readablePrebuild(db, c.req.valid('param').id, optionalAuth(c)) }, 200),
    )
    .get(
      '/:id/edit',
      doc({
        summary: "A prebuild as its editor loads it, for the producer's members (001 §6, §7)",
        description:
          'The prebuild with models (and their materials), materials and producer, and editable: true. ' +
          "Anyone else gets 403 for a published prebuild (creators cannot edit the producer's prebuild) " +
          'and 404 for a draft.',
        tags,
        auth: true,
        responses: { 200: PrebuildEditAnswerSchema },
        errors: [403, 404],
      }),
      validate('param', PrebuildIdParam),
      async (c) => {
        const auth = requireAuth(c);
        const prebuild = await editablePrebuild(db, c.req.valid('param').id, auth);
        return c.json({ prebuild, editable: true as const }, 200);
      },
    )
    .patch(
      '/:id',
      doc({
        summary: "Change a prebuild (its producer's members only; optimistic concurrency)",
        description:
          'Send the updated_at you read; a stale one answers 409 with the current updated_at and prebuild ' +
          '(save again naming that updated_at to overwrite) and changes nothing. Models and materials must ' +
          `be the producer's own assets. ${SAVE_CHECKS}`,
        tags,
        auth: true,
        responses: { 200: PrebuildAnswerSchema },
        errors: [400, 403, 404, 409, 422],
      }),
      validate('param', PrebuildIdParam),
      validate('json', PrebuildPatchSchema),
      async (c) => {
        const auth = requireAuth(c);
        await requireConfirmedEmail(c, services, c.req.valid('json').mode === 'publish');
        const current = await editablePrebuild(db, c.req.valid('param').id, auth);
        await savePrebuildChange(services, current, c.req.valid('json'));
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
