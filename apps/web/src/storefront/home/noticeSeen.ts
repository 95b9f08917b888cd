import { shouldShowHomeNotice } from '@atelier/domain';
import type { HomeNotice } from '@atelier/schema';

export const NOTICE_SHOWN_KEY = 'atelier.homeNoticeShownAt';

/** When this browser last showed the daily notice (null: never, or no storage). */
export function lastShown(): Date | null {
  try {
    const saved = localStorage.getItem(NOTICE_SHOWN_KEY);
    const time = saved ? Date.parse(saved) : Number.NaN;
    return Number.isFinite(time) ? new Date(time) : null;
  } catch {
    return null;
  }
}

/** Whether the notice is due today, without loading the dialog's code. */
export const noticeDue = (notice: HomeNotice): boolean =>
  shouldShowHomeNotice(notice, lastShown(), new Date());
