import { Hono } from 'hono';
import { optionalAuth, requireAuth, requireConfirmedEmail } from '../auth/guards';
import { formatMessage, isCreationEnabled, listingScope, parseHost, planCreationDeletion } from '../domain';
import type { AppEnv, AuthState, Services } from '../http/context';
import { ApiError, conflict, forbidden, invalidInput, notFound } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { IdParamSchema, pageOf } from '../http/schemas';
import { validate } from '../http/validation';
import { isoNow, nextVersion } from '../lib/clock';
import { flag } from '../lib/json';
import { ownedCreation, readableCreation, usablePrebuilds } from '../creations/access';
import {
  type CreationChange,
  createCreation,
  duplicateCreation,
  saveCreationChange,
} from '../creations/save-service';
import {
  CreateCreationSchema,
  CreationAnswer,
  CreationEditAnswer,
  CreationPatchSchema,
  CreationTileSchema,
  DeleteAnswer,
  DeleteQuerySchema,
  FavoriteAnswer,
  ListQuerySchema,
  VersionBodySchema,
} from '../creations/schemas';
import { favouriteState } from '../queries/favourites';
import {
  type CreationWithUserRow,
  creationOrderItems,
  findCreation,
  loadCreationDetail,
} from '../queries/creations';
import { readCaseMetadata, PLATFORM_SCOPE } from '../queries/home';
import { listCreations } from '../queries/listing';
import { BadCursorError } from '../queries/paging';
import { notify } from '../notifications/notify';

/** The creation routes: list, create, read, change, publish, copy, pin, favourite, delete. */

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

  /** Saves a change, then answers the creation as it is now. */
  const change = async (auth: AuthState, row: CreationWithUserRow, patch: CreationChange) => {
    await saveCreationChange(services, auth, row, patch);
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
        summary: 'Create a creation by its first save (the editor document on a prebuild)',
        description:
          'The body is the prebuild_id and the creation as the editor holds it (any field of the PATCH ' +
          'body, categories as a connect list) with an optional mode; what is missing comes from the ' +
          '001 §9 defaults (domain newCreation on the prebuild). The result passes the same checks as ' +
          'every save: its shape (400), no data URL in an image field (422 image_not_uploaded), the ' +
          '001 §5 save checks (422 save_checks_failed listing every failed check with its key, text and ' +
          'step) and a price at least the base cost (422 price_below_base); nothing is written otherwise. ' +
          'A design is stamped v3. The answer carries the id and user.at_name for the redirect.',
        tags,
        auth: true,
        responses: { 201: CreationAnswer },
        errors: [400, 403, 404, 422],
      }),
      validate('json', CreateCreationSchema),
      async (c) => {
        const auth = requireAuth(c);
        const body = c.req.valid('json');
        await requireConfirmedEmail(c, services, body.mode === 'publish');
        if (!auth.user.is_creator) throw forbidden('Only creators can create. Become a creator first.');
        if (!isCreationEnabled(await readCaseMetadata(db, PLATFORM_SCOPE)))
          throw forbidden('Creating is not open on this site.');
        const [prebuild] = await usablePrebuilds(db, [body.prebuild_id], auth.user.id);
        if (!prebuild) throw notFound('The prebuild');
        const id = await createCreation(services, auth, prebuild, body);
        return c.json({ creation: await reload(id, auth) }, 201);
      },
    )
    .get(
      '/:id/edit',
      doc({
        summary: 'A creation as the editor loads it, for its owner (001 §7)',
        description:
          'Everything the editor loads: the detail (media, categories, user, prebuilds with models, ' +
          'materials and producer) plus order_items with their order. Only the owner edits: another ' +
          "user gets 403 for a creation they can see and 404 for one they cannot (another's draft).",
        tags,
        auth: true,
        responses: { 200: CreationEditAnswer },
        errors: [403, 404],
      }),
      validate('param', IdParamSchema),
      async (c) => {
        const auth = requireAuth(c);
        const row = await ownedCreation(
          db,
          c.req.valid('param').id,
          auth,
          'Only the creator of this creation can edit it.',
        );
        const [creation, orderItems] = await Promise.all([detail(row, auth), creationOrderItems(db, row.id)]);
        return c.json({ creation: { ...creation, order_items: orderItems }, editable: true as const }, 200);
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
      validate('param', IdParamSchema),
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
          'written (the 409 stale answer carries the current updatedAt and creation: save again naming that ' +
          'updatedAt to overwrite). Relations change through connect / disconnect lists of {id}. mode ' +
          'publish or unpublish also changes is_draft. Every save, draft or publish, passes the same checks ' +
          'as a first save (400, 422 image_not_uploaded, save_checks_failed, price_below_base); a design is ' +
          'stamped v3.',
        tags,
        auth: true,
        responses: { 200: CreationAnswer },
        errors: [400, 403, 404, 409, 422],
      }),
      validate('param', IdParamSchema),
      validate('json', CreationPatchSchema),
      async (c) => {
        const auth = requireAuth(c);
        await requireConfirmedEmail(c, services, c.req.valid('json').mode === 'publish');
        const row = await ownedCreation(db, c.req.valid('param').id, auth);
        return c.json({ creation: await change(auth, row, c.req.valid('json')) }, 200);
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
      validate('param', IdParamSchema),
      validate('json', VersionBodySchema),
      async (c) => {
        const auth = requireAuth(c);
        await requireConfirmedEmail(c, services);
        const row = await ownedCreation(db, c.req.valid('param').id, auth);
        return c.json(
          { creation: await change(auth, row, { ...c.req.valid('json'), mode: 'publish' }) },
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
        errors: [400, 403, 404, 409, 422],
      }),
      validate('param', IdParamSchema),
      validate('json', VersionBodySchema),
      async (c) => {
        const auth = requireAuth(c);
        const row = await ownedCreation(db, c.req.valid('param').id, auth);
        return c.json(
          { creation: await change(auth, row, { ...c.req.valid('json'), mode: 'unpublish' }) },
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
      validate('param', IdParamSchema),
      async (c) => {
        const auth = requireAuth(c);
        const row = await ownedCreation(db, c.req.valid('param').id, auth);
        const id = await duplicateCreation(services, row);
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
      validate('param', IdParamSchema),
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
      validate('param', IdParamSchema),
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
      validate('param', IdParamSchema),
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
              key: 'favourite',
              params: { name: auth.user.name, creation: row.name || { key: 'yourCreation' } },
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
      validate('param', IdParamSchema),
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
      validate('param', IdParamSchema),
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
