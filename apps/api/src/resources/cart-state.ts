import type { CartQuantity, CostTier, CreationSummary, PurchaseType, WaterflowConfig } from '@atelier/schema';
import type { Kysely, Selectable } from 'kysely';
import type { CartItemsTable, Database } from '../db/types';
import {
  type CartLineState,
  cartLineState,
  cartPriceSource,
  isCreationOnSale,
  orderLinePrice,
} from '../domain';
import { fromJson } from '../lib/json';
import { creationForm, storedAnswers } from '../checkout/line-answers';

/**
 * Issue 19: what a cart line is worth now. The cart never answers the price a line was
 * stored at: it prices every line from the creation as it is now, compares with the price
 * by the server's copy of the creation taken when the line was added, and says whether the
 * creation is still on sale.
 */

type CartRow = Selectable<CartItemsTable>;

/** A creation as a cart reads it: 000 §3's summary, whether it is on sale, its design (for the form). */
export interface CartCreation {
  summary: CreationSummary;
  onSale: boolean;
  combinationConfig: Parameters<typeof creationForm>[0];
}

/** 000 §3 the creation read with a cart item, for every creation the rows name (one query each table). */
export async function readCartCreations(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, CartCreation>> {
  if (ids.length === 0) return new Map();
  const unique = [...new Set(ids)];
  const [creations, media, links] = await Promise.all([
    db
      .selectFrom('creations')
      .select([
        'id',
        'name',
        'total_price',
        'waterflow_config',
        'is_draft',
        'is_deleted',
        'combination_config',
      ])
      .where('id', 'in', unique)
      .execute(),
    db
      .selectFrom('creation_media')
      .select(['creation_id', 'id', 'url'])
      .where('creation_id', 'in', unique)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('creation_prebuilds')
      .innerJoin('prebuilds', 'prebuilds.id', 'creation_prebuilds.prebuild_id')
      .select(['creation_prebuilds.creation_id', 'creation_prebuilds.position', 'prebuilds.cost_config'])
      .where('creation_prebuilds.creation_id', 'in', unique)
      .orderBy('creation_prebuilds.position')
      .execute(),
  ]);
  return new Map(
    creations.map((row) => {
      const first = links.find((link) => link.creation_id === row.id);
      const summary: CreationSummary = {
        id: row.id,
        name: row.name,
        totalPrice: row.total_price,
        creation_media: media
          .filter((entry) => entry.creation_id === row.id)
          .map(({ id, url }) => ({ id, url })),
        waterflow_config: fromJson<WaterflowConfig>(row.waterflow_config, { media_placement: [] }),
        prebuilds: first ? [{ cost_config: fromJson<CostTier[]>(first.cost_config, []) }] : [],
      };
      return [
        row.id,
        { summary, onSale: isCreationOnSale(row), combinationConfig: row.combination_config },
      ] as const;
    }),
  );
}

/** The creation a line was added on, from the server's copy (null for lines stored without one). */
interface CreationAsAdded {
  totalPrice: number;
  prebuilds?: { cost_config: CostTier[] }[];
  combination_config?: unknown;
}
const creationAsAdded = (row: CartRow): CreationAsAdded | null => {
  const snapshot = fromJson<Partial<CreationAsAdded> | null>(row.creation_snapshot, null);
  return snapshot && typeof snapshot.totalPrice === 'number' ? (snapshot as CreationAsAdded) : null;
};

/**
 * A line's state at `quantity`: its price from the creation now, the price by the creation as
 * added (the stored price when no copy was kept), and whether it can still be bought. A line
 * whose creation is gone keeps its stored price and is unavailable.
 */
export function lineStateOf(
  row: CartRow,
  creation: CartCreation | undefined,
  quantity: CartQuantity = fromJson<CartQuantity>(row.quantity, { size: 'M', amount: 1 }),
): CartLineState {
  const line = { type: row.type as PurchaseType, quantity, answers: storedAnswers(row.properties) };
  const asAdded = creationAsAdded(row);
  const priceWhenAdded = asAdded
    ? orderLinePrice(
        line,
        cartPriceSource(asAdded),
        creationForm(asAdded.combination_config as Parameters<typeof creationForm>[0]),
      ).total
    : row.price;
  if (!creation) return cartLineState({ onSale: false, priceWhenAdded, priceNow: row.price });
  const priceNow = orderLinePrice(
    line,
    cartPriceSource(creation.summary),
    creationForm(creation.combinationConfig),
  ).total;
  return cartLineState({ onSale: creation.onSale, priceWhenAdded, priceNow });
}
