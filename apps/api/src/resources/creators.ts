import { Hono } from 'hono';
import { z } from 'zod';
import { optionalAuth } from '../auth/guards';
import { CreationTileSchema } from '../creations/schemas';
import type { AppEnv, Services } from '../http/context';
import { doc } from '../http/openapi-doc';
import { PublicUserSchema } from '../http/schemas';
import { validate } from '../http/validation';
import { RECENT_WORKS, listCreators } from '../queries/creators';

export const CreatorListQuerySchema = z.object({
  /** Creators for the viewer to follow (the Following tab's empty state). */
  suggest: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(48).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
});

const CreatorCardSchema = PublicUserSchema.extend({
  followerCount: z.number().int(),
  creationCount: z.number().int(),
  isFollowing: z.boolean(),
  recent: z.array(CreationTileSchema),
}).meta({ id: 'CreatorCard' });

/** Issue 18 /creators: creators with counts and recent work, in one request. */
export const creatorRoutes = ({ db }: Services) =>
  new Hono<AppEnv>().get(
    '/',
    doc({
      summary: 'Creators with their counts, follow state and recent work',
      description:
        `Public creators, most followed first, each with up to ${RECENT_WORKS} of their newest public ` +
        'creations. `suggest=true` leaves out the viewer and whom they follow, and creators with no public ' +
        'work. 12 a page by default; pass nextOffset back as offset.',
      tags: ['Users'],
      responses: {
        200: z.object({ items: z.array(CreatorCardSchema), nextOffset: z.number().int().nullable() }),
      },
      errors: [400],
    }),
    validate('query', CreatorListQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const viewer = optionalAuth(c);
      const page = await listCreators(db, {
        viewerId: viewer?.user.id ?? null,
        suggest: query.suggest === 'true',
        limit: query.limit ?? 12,
        offset: query.offset ?? 0,
      });
      return c.json(page, 200);
    },
  );
