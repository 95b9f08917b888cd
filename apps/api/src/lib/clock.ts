/** The time source of the API; tests replace it to move time forward. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const isoNow = (clock: Clock): string => clock.now().toISOString();

/**
 * A new `updatedAt` strictly after `previous`, so that two saves in the same
 * millisecond still give different versions for optimistic concurrency.
 */
export function nextVersion(clock: Clock, previous: string): string {
  const now = clock.now().getTime();
  const before = Date.parse(previous);
  return new Date(Number.isNaN(before) ? now : Math.max(now, before + 1)).toISOString();
}
