import type { FormAnswerMap } from '@atelier/schema';
import type { AppliedDesign } from '../storefront/detail/customise/useCustomisation';
import { rememberDesign } from './deviceDesigns';
import { designsApi, type Design } from './designsApi';

/** Whether two answer maps say the same (key order aside). */
export function sameAnswers(a: FormAnswerMap, b: FormAnswerMap): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key in b && JSON.stringify(a[key]) === JSON.stringify(b[key]))
  );
}

export interface SaveDesignInput {
  creationId: string;
  answers: FormAnswerMap;
  /** The design the answers come from, if any: updated when it is the shopper's own. */
  current: AppliedDesign | null;
  signedIn: boolean;
  /** The 3D view as a data URL, or null when it is not on screen. */
  capture: () => Promise<string | null>;
}

/**
 * Issue 20: saves the shopper's answers as a design: their own design is updated, anyone
 * else's (or none) makes a new one, to the account when signed in, else by link with its write
 * token kept on this device (so signing in later claims it). Then its capture, when the 3D view
 * is on screen: a bonus, so a design is saved without one.
 */
export async function saveDesign({
  creationId,
  answers,
  current,
  signedIn,
  capture,
}: SaveDesignInput): Promise<Design> {
  const saved =
    current?.mine === true
      ? await designsApi.update(current.id, answers)
      : await designsApi.create(creationId, answers);
  const writeToken = 'writeToken' in saved ? (saved.writeToken as string | undefined) : undefined;
  if (!signedIn) rememberDesign(creationId, saved.data.id, writeToken);
  const image = await capture().catch(() => null);
  const withCapture = image ? await designsApi.capture(saved.data.id, image).catch(() => null) : null;
  return withCapture?.data ?? saved.data;
}

/** The design as the page holds it, once saved by this shopper. */
export const appliedDesign = (design: Design): AppliedDesign => ({
  id: design.id,
  answers: design.answers as FormAnswerMap,
  mine: true,
  captureUrl: design.captureUrl,
});
