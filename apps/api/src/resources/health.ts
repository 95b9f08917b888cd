import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Services } from '../http/context';
import { doc } from '../http/openapi-doc';

export const healthRoutes = ({ db }: Services) =>
  new Hono<AppEnv>().get(
    '/health',
    doc({
      summary: 'Liveness and database check',
      tags: ['Health'],
      responses: { 200: z.object({ ok: z.literal(true) }) },
    }),
    async (c) => {
      await db.selectFrom('app_meta').select('key').limit(1).execute();
      return c.json({ ok: true as const }, 200);
    },
  );
