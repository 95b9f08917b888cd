import { dataUrlExtension, isDataUrl, storedImageName } from '@atelier/domain';

/** Every data-URL string in a JSON value (media plates, a sizing chart, decal maps, a background). */
export function collectDataUrls(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (isDataUrl(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const entry of value) collectDataUrls(entry, found);
  } else if (value && typeof value === 'object') {
    for (const entry of Object.values(value)) collectDataUrls(entry, found);
  }
  return found;
}

/** Replaces, in place in an immer draft or a plain object, every string that `names` maps. */
export function replaceStrings(target: unknown, names: ReadonlyMap<string, string>): void {
  if (!target || typeof target !== 'object') return;
  const record = target as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (typeof value === 'string') {
      const name = names.get(value);
      if (name !== undefined) record[key] = name;
    } else replaceStrings(value, names);
  }
}

/** A random file name for an upload, with the extension of its media type (001 §7). */
export const uploadFileName = (dataUrl: string, random: () => string = () => crypto.randomUUID()): string =>
  `${random()}.${dataUrlExtension(dataUrl)}`;

/**
 * 001 §5, §7: uploads each data URL once through `POST /api/img/original/{random}.{ext}` and
 * answers the stored name of each (the last path segment of the answer's imageUrl). Rejects on
 * the first failure.
 */
export async function uploadDataUrls(
  dataUrls: Iterable<string>,
  upload: (fileName: string, dataUrl: string) => Promise<{ imageUrl: string }>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const dataUrl of dataUrls) {
    const answer = await upload(uploadFileName(dataUrl), dataUrl);
    names.set(dataUrl, storedImageName(answer.imageUrl));
  }
  return names;
}
