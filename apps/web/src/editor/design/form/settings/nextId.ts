/**
 * The first free id `${prefix}${n}` among rows (an option, a price range): ids are only unique
 * within their field, so a count is enough and keeps tests and stories deterministic.
 */
export function nextId(prefix: string, rows: readonly { readonly id: string }[]): string {
  const taken = new Set(rows.map((row) => row.id));
  let n = rows.length + 1;
  while (taken.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}
