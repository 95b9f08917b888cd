/** Builds the address of the embeddable viewer for a creation (ARCHITECTURE.md: `/viewer/?creation=ID`). */
export function viewerUrl(origin: string, creationId: string, options: { instanceId?: string } = {}): string {
  if (!creationId.trim()) throw new Error('A creation id is required to embed the viewer.');
  const url = new URL('/viewer/', origin);
  url.searchParams.set('creation', creationId);
  if (options.instanceId) url.searchParams.set('instance', options.instanceId);
  return url.toString();
}
