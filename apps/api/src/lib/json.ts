/** JSON documents are stored as text in both databases. */
export const toJson = (value: unknown): string => JSON.stringify(value ?? null);

export function fromJson<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const flag = (value: boolean): number => (value ? 1 : 0);
export const isSet = (value: number | boolean | null | undefined): boolean => Number(value ?? 0) === 1;
