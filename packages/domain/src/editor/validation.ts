import type { Creation, MediaPlate, Prebuild, Size } from '@atelier/schema';
import { CREATION_NAME_PLACEHOLDER, DEFAULT_PREBUILD_NAME, SIZES } from '@atelier/schema';
import type { Message, MessageKey } from '../messages';
import { message } from '../messages';
import type { EditorStep } from './steps';

/**
 * 001 §5 save validation of a creation and a prebuild: each failed check is an alert
 * text and the step the editor jumps to. The list comes in the documents' order; the
 * editor alerts the first one, the API may answer them all.
 */

export type SaveCheckName = 'name' | 'category' | 'media' | 'firstCapture' | 'sizes' | 'purchaseType';

export interface SaveIssue {
  readonly check: SaveCheckName;
  readonly message: Message;
  /** The step the editor jumps to so the user can fix it. */
  readonly step: EditorStep;
}

/**
 * 001 §5: the step of each check. The documents name info for the name and render
 * for the media; the others go where their inputs are (decision): categories on info,
 * the first capture on render, sizes and purchase types on sale (a prebuild's sizes on info,
 * where they are set).
 */
export const SAVE_CHECK_STEPS: Readonly<Record<SaveCheckName, EditorStep>> = {
  name: 'info',
  category: 'info',
  media: 'render',
  firstCapture: 'render',
  sizes: 'sale',
  purchaseType: 'sale',
};

const issue = (check: SaveCheckName, key: MessageKey): SaveIssue => ({
  check,
  message: message(key),
  step: SAVE_CHECK_STEPS[check],
});

/** A name counts when it has text other than spaces and is not the given placeholder. */
const isRealName = (name: string, placeholder: string): boolean => {
  const trimmed = name.trim();
  return trimmed !== '' && trimmed !== placeholder;
};

/** A capture plate without an image (it has never been captured). */
const isEmptyCapture = (plate: MediaPlate | undefined): boolean =>
  plate !== undefined && plate.type === 'capture' && !plate.url;

/**
 * 001 §5: the sizes a creation sells: the prebuild's size options (every size when it
 * lists none or is not loaded) less the creation's blacklist.
 */
export const availableSizes = (
  creationSizing: Pick<Creation['sizing'], 'blacklist'> | undefined,
  prebuildSizing: Pick<Prebuild['sizing'], 'options'> | undefined,
): Size[] => {
  const offered = prebuildSizing?.options.length
    ? prebuildSizing.options.map((option) => option.name)
    : [...SIZES];
  const blacklist = creationSizing?.blacklist ?? [];
  return offered.filter((size) => !blacklist.includes(size));
};

export type CreationSaveFields = Pick<
  Creation,
  'name' | 'creation_category' | 'waterflow_config' | 'sizing' | 'purchaseType'
>;

/** The parts of the creation's prebuild the creation checks read. */
export type PrebuildSaleFields = Pick<Prebuild, 'sizing' | 'extra_option'>;

/**
 * 001 §5 creation save checks, in order:
 * - a name, not the placeholder 'Name your creation' ('Please enter a name for your creation');
 * - at least one category ('Please select a category');
 * - at least one media plate ('Please add a media');
 * - a first plate that is a capture has a url ('Please click "Refresh all capture
 *   image" to setup your first media');
 * - at least one size left for sale ('At least one size should be available');
 * - a purchase type, one the prebuild allows ('At least one purchase type is required').
 */
export const validateCreationSave = (
  creation: CreationSaveFields,
  prebuild?: PrebuildSaleFields,
): SaveIssue[] => {
  const issues: SaveIssue[] = [];
  const plates = creation.waterflow_config.media_placement;
  if (!isRealName(creation.name, CREATION_NAME_PLACEHOLDER))
    issues.push(issue('name', 'editor.save.creationName'));
  if ((creation.creation_category ?? []).length === 0) issues.push(issue('category', 'editor.save.category'));
  if (plates.length === 0) issues.push(issue('media', 'editor.save.media'));
  if (isEmptyCapture(plates[0])) issues.push(issue('firstCapture', 'editor.save.firstCapture'));
  if (availableSizes(creation.sizing, prebuild?.sizing).length === 0)
    issues.push(issue('sizes', 'editor.save.size'));
  const allowed = prebuild?.extra_option.allowPurchaseType ?? [];
  if (creation.purchaseType === null || (allowed.length > 0 && !allowed.includes(creation.purchaseType))) {
    issues.push(issue('purchaseType', 'editor.save.purchaseType'));
  }
  return issues;
};

export type PrebuildSaveFields = Pick<
  Prebuild,
  'name' | 'category' | 'waterflow_config' | 'sizing' | 'extra_option'
>;

/**
 * 001 §5 prebuild save checks, in order:
 * - a name, not 'New prebuild' ('Please enter a name for your prebuild');
 * - a non-empty category list ('Please select a category');
 * - at least one media plate ('Please add a media');
 * - the first capture plate has an image (the same alert as a creation's);
 * - at least one size option ('At least one size should be available');
 * - at least one allowed purchase type ('At least one purchase type is required').
 */
export const validatePrebuildSave = (prebuild: PrebuildSaveFields): SaveIssue[] => {
  const issues: SaveIssue[] = [];
  const plates = prebuild.waterflow_config.media_placement;
  if (!isRealName(prebuild.name, DEFAULT_PREBUILD_NAME))
    issues.push(issue('name', 'editor.save.prebuildName'));
  if (prebuild.category.length === 0) issues.push(issue('category', 'editor.save.category'));
  if (plates.length === 0) issues.push(issue('media', 'editor.save.media'));
  if (isEmptyCapture(plates.find((plate) => plate.type === 'capture'))) {
    issues.push(issue('firstCapture', 'editor.save.firstCapture'));
  }
  // A prebuild's sizes are set with its base info (Info), not on Sale as a creation's are.
  if (prebuild.sizing.options.length === 0)
    issues.push({ ...issue('sizes', 'editor.save.size'), step: 'info' });
  if (prebuild.extra_option.allowPurchaseType.length === 0) {
    issues.push(issue('purchaseType', 'editor.save.purchaseType'));
  }
  return issues;
};
