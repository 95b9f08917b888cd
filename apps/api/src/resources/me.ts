import { DisplayNameSchema } from '@atelier/schema';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAuth } from '../auth/guards';
import type { AppEnv, Services } from '../http/context';
import { notFound } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { MeSchema, PreferencesSchema } from '../http/schemas';
import { refuseUnsafeText } from '../http/unsafe-text';
import { validate } from '../http/validation';
import { isDataUrl } from '../domain';
import { isoNow } from '../lib/clock';
import { loadMe } from '../queries/users';
import { refuseDataUrls } from '../saving/save-errors';

const PreferencesAnswerSchema = z.object({ preferences: PreferencesSchema });
export const PreferencesPatchSchema = PreferencesSchema.partial().strict();

/**
 * Image references are the ids answered by the image upload (or any https URL). A data URL
 * passes the shape so that the handler can refuse it with the precise 422 every stored
 * image field gives (001 §5: images are uploaded first).
 */
const IMAGE_REF = /^([A-Za-z0-9_-]+\.[a-z0-9]+|https:\/\/\S+)$/;
export const ImageRefSchema = z
  .string()
  .refine((value) => isDataUrl(value) || (value.length <= 500 && IMAGE_REF.test(value)), {
    error: 'Expected an uploaded image id or an https URL',
  });

export const ProfilePatchSchema = z
  .object({
    name: DisplayNameSchema,
    profile_image: ImageRefSchema.nullable(),
    profile_banner: ImageRefSchema.nullable(),
    visibility: z.enum(['public', 'private']),
  })
  .partial()
  .strict();

const tags = ['Me'];

export const meRoutes = (services: Services) => {
  const { db, clock } = services;
  // 404 only when the account is deleted between reading the session and loading it.
  const me = async (userId: string) => {
    const found = await loadMe(db, userId);
    if (!found) throw notFound('Your account');
    return found;
  };
  return new Hono<AppEnv>()
    .get(
      '/',
      doc({
        summary: 'The signed-in user',
        tags,
        auth: true,
        responses: { 200: z.object({ user: MeSchema }) },
        errors: [404],
      }),
      async (c) => {
        const auth = requireAuth(c);
        return c.json({ user: await me(auth.user.id) }, 200);
      },
    )
    .patch(
      '/profile',
      doc({
        summary: 'Change name, profile image, banner or visibility',
        tags,
        auth: true,
        responses: { 200: z.object({ user: MeSchema }) },
        errors: [400, 404, 422],
      }),
      refuseUnsafeText(['name']),
      validate('json', ProfilePatchSchema),
      async (c) => {
        const auth = requireAuth(c);
        const patch = c.req.valid('json');
        refuseDataUrls({ profile_image: patch.profile_image, profile_banner: patch.profile_banner });
        if (Object.keys(patch).length > 0) {
          await db
            .updateTable('users')
            .set({ ...patch, updated_at: isoNow(clock) })
            .where('id', '=', auth.user.id)
            .execute();
        }
        return c.json({ user: await me(auth.user.id) }, 200);
      },
    )
    .get(
      '/preferences',
      doc({
        summary: 'Language, currency, theme, nav bar placement and style',
        tags,
        auth: true,
        responses: { 200: PreferencesAnswerSchema },
        errors: [404],
      }),
      async (c) => {
        const auth = requireAuth(c);
        return c.json({ preferences: (await me(auth.user.id)).preferences }, 200);
      },
    )
    .patch(
      '/preferences',
      doc({
        summary: 'Change some preferences',
        tags,
        auth: true,
        responses: { 200: PreferencesAnswerSchema },
        errors: [400, 404],
      }),
      validate('json', PreferencesPatchSchema),
      async (c) => {
        const auth = requireAuth(c);
        const patch = c.req.valid('json');
        const columns = {
          ...(patch.language !== undefined ? { language: patch.language } : {}),
          ...(patch.currency !== undefined ? { currency: patch.currency } : {}),
          ...(patch.theme !== undefined ? { theme: patch.theme } : {}),
          ...(patch.nav_bar_placement !== undefined ? { nav_placement: patch.nav_bar_placement } : {}),
          ...(patch.nav_bar_style !== undefined ? { nav_style: patch.nav_bar_style } : {}),
        };
        if (Object.keys(columns).length > 0) {
          await db
            .updateTable('users')
            .set({ ...columns, updated_at: isoNow(clock) })
            .where('id', '=', auth.user.id)
            .execute();
        }
        return c.json({ preferences: (await me(auth.user.id)).preferences }, 200);
      },
    );
};
