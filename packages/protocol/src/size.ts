/**
 * The size of a message: the length of its JSON text, counted by walking the value
 * rather than serialising it, so the count stops as soon as it passes `limit` (an
 * oversized message costs no more than the limit to refuse) and a value JSON cannot
 * hold (a cycle, a BigInt) is reported instead of thrown. Strings count their length
 * plus quotes (escapes are not counted); binary data counts its byte length.
 *
 * Returns the size, or `Infinity` when it exceeds `limit` or cannot be measured.
 */
export function measureJsonSize(value: unknown, limit: number): number {
  let size = 0;
  const open = new Set<object>();

  const visit = (item: unknown): boolean => {
    if (size > limit) return false;
    switch (typeof item) {
      case 'string':
        size += item.length + 2;
        return size <= limit;
      case 'number':
        size += Number.isFinite(item) ? String(item).length : 4;
        return size <= limit;
      case 'boolean':
        size += item ? 4 : 5;
        return size <= limit;
      case 'undefined':
      case 'function':
      case 'symbol':
        size += 4;
        return size <= limit;
      case 'bigint':
        return false;
    }
    if (item === null) {
      size += 4;
      return size <= limit;
    }
    const object = item as object;
    if (ArrayBuffer.isView(object) || object instanceof ArrayBuffer) {
      size += object.byteLength;
      return size <= limit;
    }
    if (typeof Blob !== 'undefined' && object instanceof Blob) {
      size += object.size;
      return size <= limit;
    }
    if (open.has(object)) return false;
    open.add(object);
    let ok = true;
    if (Array.isArray(object)) {
      size += 2 + Math.max(0, object.length - 1);
      for (const entry of object) if (!(ok = visit(entry))) break;
    } else {
      const keys = Object.keys(object);
      size += 2 + Math.max(0, keys.length - 1);
      for (const key of keys) {
        size += key.length + 3;
        if (!(ok = visit((object as Record<string, unknown>)[key]))) break;
      }
    }
    open.delete(object);
    return ok;
  };

  return visit(value) && size <= limit ? size : Infinity;
}
