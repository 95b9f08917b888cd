import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from './order-lifecycle';

/**
 * The production queue's pure rules (issue 16): how an order's pieces add up per size, in
 * which order sizes are listed, how a customisation answer reads on a sheet, and the counts
 * behind the status filter tabs.
 */

/** One size of an order and how many pieces of it; `size` null is a one-size piece. */
export interface SizeAmount {
  readonly size: string | null;
  readonly amount: number;
}

/** The usual garment sizes, smallest first; any other size follows them alphabetically. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', '5XL'];

const sizeRank = (size: string | null): number => {
  if (size === null) return -1;
  const index = SIZE_ORDER.indexOf(size.toUpperCase());
  return index === -1 ? SIZE_ORDER.length : index;
};

/** Compares two sizes as a size chart lists them. */
export const compareSizes = (a: string | null, b: string | null): number =>
  sizeRank(a) - sizeRank(b) || (a ?? '').localeCompare(b ?? '');

/**
 * The pieces to make per size: lines of the same size add up (an order may hold one line per
 * size, and a sheet may cover several lines); sizes with nothing to make are left out.
 */
export const sizeBreakdown = (lines: readonly SizeAmount[]): SizeAmount[] => {
  const totals = new Map<string | null, number>();
  for (const line of lines) {
    if (!Number.isFinite(line.amount) || line.amount <= 0) continue;
    const size = line.size === null || line.size.trim() === '' ? null : line.size.trim();
    totals.set(size, (totals.get(size) ?? 0) + line.amount);
  }
  return [...totals.entries()]
    .map(([size, amount]) => ({ size, amount }))
    .sort((a, b) => compareSizes(a.size, b.size));
};

/** All the pieces of an order. */
export const totalPieces = (lines: readonly SizeAmount[]): number =>
  sizeBreakdown(lines).reduce((sum, line) => sum + line.amount, 0);

/** A choice a field offers: the value stored in an answer and the label people read. */
export interface AnswerChoice {
  readonly value: string;
  readonly label: string;
}

/** A decal answer's text overlay as people read it: text "MLC" (Inter, #ffffff); '' for none. */
const overlayText = (text: unknown): string => {
  if (text === null || typeof text !== 'object') return '';
  const { value, font, color } = text as Record<string, unknown>;
  if (typeof value !== 'string' || value === '') return '';
  const style = [font, color].filter((part): part is string => typeof part === 'string' && part !== '');
  return `text "${value}"${style.length > 0 ? ` (${style.join(', ')})` : ''}`;
};

/**
 * A customisation answer as one line of text for the producer: a choice by its label, a list
 * joined with commas, an uploaded image by its name (or url) with its text overlay, yes/no for
 * a flag.
 */
export const answerText = (value: unknown, choices: readonly AnswerChoice[] = []): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return choices.find((choice) => choice.value === value)?.label ?? value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value
      .map((entry) => answerText(entry, choices))
      .filter((text) => text !== '')
      .join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const overlay = overlayText(record.text);
    if (overlay !== '') {
      // A decal answer with its text overlay: the producer prints both (issue 17).
      const image = typeof record.name === 'string' && record.name !== '' ? record.name : record.url;
      return typeof image === 'string' && image !== '' ? `${image}, ${overlay}` : overlay;
    }
    if (typeof record.name === 'string' && record.name !== '') return record.name;
    if (typeof record.url === 'string') return record.url;
    if (typeof record.label === 'string') return record.label;
    return JSON.stringify(value);
  }
  return String(value);
};

/** How many orders are in each status (every status present, zero when none), and in all. */
export const statusCounts = (
  statuses: readonly string[],
): { readonly all: number; readonly byStatus: Readonly<Record<OrderStatus, number>> } => {
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  let all = 0;
  for (const status of statuses) {
    if (!isOrderStatus(status)) continue;
    byStatus[status] += 1;
    all += 1;
  }
  return { all, byStatus };
};
