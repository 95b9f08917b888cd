import { z } from 'zod';
import { AtNameSchema, IdSchema, VisibilitySchema } from '../primitives';

/**
 * 000 §3, §7: a user's profile row (read for profile_image and profile_banner).
 */
export const UserProfileSchema = z.object({
  profile_image: z.string().optional(),
  profile_banner: z.string().optional(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

/**
 * 000 §3: the producer a user has a role in (role, producer id, name, at_name,
 * profile_image). Producer role names are not shown, so any non-empty name is kept.
 */
export const UserRoleInProducerSchema = z.object({
  role: z.string().min(1),
  producer: z.object({
    id: IdSchema,
    name: z.string(),
    at_name: AtNameSchema,
    profile_image: z.string().optional(),
  }),
});
export type UserRoleInProducer = z.infer<typeof UserRoleInProducerSchema>;

/**
 * 000 §3 User: id, name, at_name, is_creator, profile_image, profile_banner,
 * userRoleInProducer. 000 §5 filters the shop by the user's visibility, so it is kept too.
 */
export const UserSchema = z.object({
  id: IdSchema,
  name: z.string(),
  at_name: AtNameSchema,
  is_creator: z.boolean().default(false),
  visibility: VisibilitySchema.default('public'),
  profile_image: z.string().optional(),
  profile_banner: z.string().optional(),
  user_profile: UserProfileSchema.optional(),
  userRoleInProducer: z.array(UserRoleInProducerSchema).default(() => []),
});
export type User = z.infer<typeof UserSchema>;

/**
 * 000 §7 GET /api/actions/user and the `user` included with a creation: name, at_name
 * and user_profile.profile_image.
 */
export const UserSummarySchema = z.object({
  id: IdSchema.optional(),
  name: z.string(),
  at_name: AtNameSchema,
  user_profile: UserProfileSchema.optional(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;
