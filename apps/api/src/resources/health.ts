import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../http/context';
import { errorBody } from '../http/errors';
import { doc } from '../http/openapi-doc';

export const healthRoutes = ({ db, lifecycle }: Services) =>
  new Hono<AppEnv>().get(
    '/health',
    doc({
      summary: 'Liveness and database check',
      description:
        'Answers 503 while the process shuts down (SIGTERM): a load balancer then sends new ' +
        'visitors elsewhere while requests in flight finish.',
      tags: ['Health'],
      responses: { 200: z.object({ ok: z.literal(true) }) },
      errors: [503],
    }),
    async (c) => {
      if (lifecycle?.draining) {
        c.header('Cache-Control', 'no-store');
        return c.json(errorBody('shutting_down', 'The server is shutting down.'), 503);
      }
      await db.selectFrom('app_meta').select('key').limit(1).execute();
      return c.json({ ok: true as const }, 200);
    },
  );
