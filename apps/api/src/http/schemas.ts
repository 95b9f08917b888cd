import { AtNameSchema, IdSchema, UserRoleInProducerSchema } from '@atelier/schema';
import { z } from 'zod';
import { DISPLAY_CURRENCIES } from '../domain';

/** Shared request and answer schemas of the API (each resource keeps its own beside it). */

export const OkSchema = z.object({ ok: z.literal(true) });

export const IdParamSchema = z.object({ id: z.string().min(1).max(100) });
export const AtNameParamSchema = z.object({ at_name: AtNameSchema });

export const PublicUserSchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    at_name: AtNameSchema,
    is_creator: z.boolean(),
    profile_image: z.string().nullable(),
    profile_banner: z.string().nullable(),
    user_profile: z.object({ profile_image: z.string().optional(), profile_banner: z.string().optional() }),
  })
  .meta({ id: 'PublicUser' });

export const ThemeSchema = z.enum(['light', 'dark']);
export const NavBarPlacementSchema = z.enum(['top', 'bottom']);
export const NavBarStyleSchema = z.enum(['docking', 'floating']);

export const PreferencesSchema = z
  .object({
    language: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: 'Expected a language tag such as en or zh-TW' }),
    currency: z.enum(DISPLAY_CURRENCIES),
    theme: ThemeSchema,
    nav_bar_placement: NavBarPlacementSchema,
    nav_bar_style: NavBarStyleSchema,
  })
  .meta({ id: 'Preferences' });

export const MeSchema = PublicUserSchema.extend({
  email: z.string(),
  visibility: z.enum(['public', 'private']),
  userRoleInProducer: z.array(UserRoleInProducerSchema),
  preferences: PreferencesSchema,
}).meta({ id: 'Me' });

export const SessionSchema = z
  .object({
    user: MeSchema,
    /** The current role switch: consumer, creator or producer-{role}-{producerId}. */
    role: z.string(),
    /** Every role the user may switch to. */
    roles: z.array(z.string()),
    /** Where the brand button leads in the current role. */
    roleHome: z.string(),
  })
  .meta({ id: 'Session' });

/** A list page: the items and the cursor of the next page (null at the end). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/** Cursor and page size shared by paged lists. */
export const CursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(60).optional(),
});
