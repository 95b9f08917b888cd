/**
 * Time is always a parameter of the domain (never `Date.now()`): a `Date` or a number
 * of milliseconds since the epoch.
 */
export type Instant = Date | number;

/** Milliseconds since the epoch of an instant. */
export const toMillis = (instant: Instant): number =>
  typeof instant === 'number' ? instant : instant.getTime();

/** The ISO 8601 text (UTC, `Z`) of an instant, the form every stored time takes. */
export const toIsoString = (instant: Instant): string => new Date(toMillis(instant)).toISOString();

/**
 * The instant `months` calendar months after `instant`, in UTC. A day that the target
 * month lacks is clamped to its last day (31 January + 1 month = 28 or 29 February), so
 * "five months after now" never spills into the month after.
 */
export const addMonths = (instant: Instant, months: number): number => {
  const date = new Date(toMillis(instant));
  const day = date.getUTCDate();
  const target = new Date(date.getTime());
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
};
