import {
  CombinationConfigSchema,
  CreationSchema,
  type CombinationConfig,
  type Creation,
} from '@atelier/schema';
import {
  type SaveIssue,
  applicableBaseCost,
  decalChangeViolations,
  formatMessage,
  stampDesignVersion,
  validateCreationSave,
} from '../domain';
import { ApiError } from '../http/errors';
import type { PrebuildAnswer } from '../queries/catalogue';
import { assertSchema, refuseDataUrls, saveChecksFailed } from '../saving/save-errors';

/**
 * The checks every save of a creation passes, draft or publish, new or existing (001 §5):
 * they read the creation as it would be after the change, and any failure writes nothing.
 */

/** The field each 001 §5 check reads, for the answer's issues. */
export const CREATION_CHECK_PATHS: Readonly<Record<SaveIssue['check'], string>> = {
  name: 'name',
  category: 'creation_category',
  media: 'waterflow_config.media_placement',
  firstCapture: 'waterflow_config.media_placement[0].url',
  sizes: 'sizing.blacklist',
  purchaseType: 'purchaseType',
};

/** A creation as it would be stored, before the checks (relations other than categories left out). */
export type CreationCandidate = Omit<Creation, 'prebuilds' | 'user' | 'order_items' | 'creation_media'>;

/**
 * Checks a creation as it would be after a save on `prebuild` (its first prebuild), in
 * this order: its shape (400), no data URL in a stored image (422 `image_not_uploaded`),
 * the save checks (422 `save_checks_failed`, every failed one), a price at least the base
 * cost for its minimum order (422 `price_below_base`), and the decals as the prebuild allows
 * them (403 `decal_change_forbidden`, 002 §6: domain `decalChangeViolations` against the design
 * `before` the save, the prebuild's for a first save). Answers the creation to store.
 */
export function checkCreationSave(
  candidate: CreationCandidate,
  prebuild: PrebuildAnswer | undefined,
  before?: CombinationConfig,
): Creation {
  const creation = assertSchema(CreationSchema, candidate);
  refuseDataUrls({
    waterflow_config: creation.waterflow_config,
    sizing: creation.sizing,
    combination_config: creation.combination_config,
  });
  const failed = validateCreationSave(creation, prebuild);
  if (failed.length > 0) throw saveChecksFailed(failed, CREATION_CHECK_PATHS);
  if (prebuild) {
    const base = applicableBaseCost(prebuild.cost_config, creation.minimum_order);
    if (creation.totalPrice < base) {
      throw new ApiError(422, 'price_below_base', formatMessage({ key: 'editor.price.belowBase' }), [
        { path: 'totalPrice', message: `The base price is ${base} cents` },
      ]);
    }
  }
  // A prebuild design the schema cannot read protects nothing it could name.
  const prebuildConfig =
    prebuild && CombinationConfigSchema.safeParse(prebuild.combination_config ?? {}).data;
  if (prebuildConfig) {
    const violations = decalChangeViolations(
      'creation',
      prebuildConfig,
      // Stored designs read as the schema reads them, so defaults compare equal.
      (before && CombinationConfigSchema.safeParse(before).data) || prebuildConfig,
      creation.combination_config,
    );
    if (violations.length > 0)
      throw new ApiError(
        403,
        'decal_change_forbidden',
        'The prebuild does not allow these decal changes.',
        violations.map((violation) => ({
          path: 'combination_config.decals.placed',
          message:
            violation.code === 'too_many_decals'
              ? `At most ${violation.allowed} decals of your own are allowed`
              : `Decal ${violation.decal}: ${violation.code === 'decal_not_editable' ? 'not editable by the creator' : 'its area limit is set by the prebuild'}`,
        })),
      );
  }
  return creation;
}

/** 001 §4: a saved design is stamped v3, whatever version the client sent. */
export const stampedDesign = <T extends { combination_config?: Creation['combination_config'] | undefined }>(
  fields: T,
): T =>
  fields.combination_config === undefined
    ? fields
    : { ...fields, combination_config: stampDesignVersion(fields.combination_config) };
