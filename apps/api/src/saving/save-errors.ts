import { issuesFromZodError, type ParseIssue } from '@atelier/schema';
import type { z } from 'zod';
import { type SaveIssue, dataUrlPaths, formatMessage } from '../domain';
import { ApiError, invalidInput } from '../http/errors';

/**
 * The answers a save (of a creation or a prebuild, draft or publish) gives when the item
 * as it would be after the change breaks a rule: nothing is written in any of these cases.
 */

/** One failed 001 §5 check as the API answers it: what the editor needs to alert and jump. */
export interface FailedCheck {
  /** The domain's name of the check (name, category, media, firstCapture, sizes, purchaseType). */
  check: SaveIssue['check'];
  /** The message key of the alert (translations live with the web app). */
  key: string;
  /** The alert in English, verbatim from 001 §5. */
  message: string;
  /** The editor step the check belongs to (where the user fixes it). */
  step: SaveIssue['step'];
  /** The field of the item the check reads. */
  path: string;
}

/**
 * 422 `save_checks_failed`: every failed check, in the documents' order, as `checks`
 * (with key, text and step) and as `issues` (path and text); the message is the first alert.
 */
export function saveChecksFailed(
  failed: readonly SaveIssue[],
  paths: Readonly<Record<SaveIssue['check'], string>>,
): ApiError {
  const checks: FailedCheck[] = failed.map((issue) => ({
    check: issue.check,
    key: issue.message.key,
    message: formatMessage(issue.message),
    step: issue.step,
    path: paths[issue.check],
  }));
  return new ApiError(
    422,
    'save_checks_failed',
    checks[0]?.message ?? 'The save checks failed.',
    checks.map(({ path, message }) => ({ path, message })),
    { checks },
  );
}

/** The message of a refused data URL: images are uploaded first (001 §5, §7). */
export const DATA_URL_MESSAGE =
  'This image is a data URL. Upload it first (POST /api/img/original/{name}.{ext}) and save the id it answers.';

/**
 * 001 §5: images are uploaded before they are stored. Any data URL in the stored image
 * fields is refused with 422 `image_not_uploaded`, one issue per field.
 */
export function refuseDataUrls(fields: Readonly<Record<string, unknown>>): void {
  const paths = Object.entries(fields).flatMap(([key, value]) =>
    value === undefined ? [] : dataUrlPaths(value, key),
  );
  if (paths.length === 0) return;
  throw new ApiError(
    422,
    'image_not_uploaded',
    'Images must be uploaded before they are saved: send the uploaded image id, not a data URL.',
    paths.map((path): ParseIssue => ({ path, message: DATA_URL_MESSAGE })),
  );
}

/** 400 with every schema issue of the item as it would be after the change. */
export function assertSchema<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidInput(issuesFromZodError(parsed.error));
  return parsed.data;
}
