import { CreationSchema, type CombinationConfig, type Creation } from '@atelier/schema';
import {
  type SaveIssue,
  creationPriceFloor,
  formatMessage,
  stampDesignVersion,
  validateCreationSave,
} from '../domain';
import { ApiError, said } from '../http/errors';
import type { PrebuildAnswer } from '../queries/catalogue';
import { refuseForbiddenDesignChanges } from '../saving/design-permissions';
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
 * this order: its shape (400), a design change the prebuild forbids the creator (403
 * `forbidden_change`, judged against `designBefore`: the stored design, or the prebuild's
 * for a first save), no data URL in a stored image (422 `image_not_uploaded`),
 * the save checks (422 `save_checks_failed`, every failed one), a prebuild to build on (422
 * `prebuild_required`: without one there is no floor), a price at the floor for its minimum
 * order (422 `price_below_base`). Answers the creation to store.
 */
export function checkCreationSave(
  candidate: CreationCandidate,
  prebuild: PrebuildAnswer | undefined,
  designBefore?: CombinationConfig,
): Creation {
  const creation = assertSchema(CreationSchema, candidate);
  if (prebuild && designBefore)
    refuseForbiddenDesignChanges(prebuild.combination_config, designBefore, creation.combination_config);
  refuseDataUrls({
    waterflow_config: creation.waterflow_config,
    sizing: creation.sizing,
    combination_config: creation.combination_config,
  });
  const failed = validateCreationSave(creation, prebuild);
  if (failed.length > 0) throw saveChecksFailed(failed, CREATION_CHECK_PATHS);
  if (!prebuild) throw prebuildRequired();
  const floor = creationPriceFloor(prebuild.cost_config, creation.minimum_order);
  if (creation.totalPrice < floor) {
    throw new ApiError(422, 'price_below_base', formatMessage({ key: 'editor.price.belowBase' }), [
      { path: 'totalPrice', message: `The base price is ${floor} cents` },
    ]);
  }
  return creation;
}

/** Issue 19: a creation always has a prebuild, so its price always has a floor. */
export const prebuildRequired = () =>
  new ApiError(422, 'prebuild_required', said('creation.prebuildRequired'), [
    { path: 'prebuilds', message: 'Keep at least one prebuild' },
  ]);

/**
 * Issue 19: the prebuild a published creation is sold on is what its price floor and its
 * production rest on, and what its buyers saw: it is changed only after unpublishing.
 */
export function refusePrebuildChangeWhenPublished(
  isPublished: boolean,
  before: readonly string[],
  after: readonly string[],
): void {
  if (!isPublished || (before.length === after.length && before.every((id, i) => after[i] === id))) return;
  throw new ApiError(422, 'prebuild_locked', said('creation.prebuildLocked'), [
    { path: 'prebuilds', message: `Stays ${before.join(', ')} while the creation is published` },
  ]);
}

/** 001 §4: a saved design is stamped v3, whatever version the client sent. */
export const stampedDesign = <T extends { combination_config?: Creation['combination_config'] | undefined }>(
  fields: T,
): T =>
  fields.combination_config === undefined
    ? fields
    : { ...fields, combination_config: stampDesignVersion(fields.combination_config) };
