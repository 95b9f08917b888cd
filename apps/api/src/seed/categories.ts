import { flag } from '../lib/json';
import type { SeedContext, SeedWriter } from './context';

/** The demo categories: main ones (who for) and sub-categories (what and which style). */

/** The sub-category of each demo garment. */
export const SUB_CATEGORY_OF_GARMENT: Record<string, string> = {
  tshirt: 'T-shirts',
  hoodie: 'Hoodies',
  cap: 'Caps',
  tote: 'Bags',
};

export interface DemoCategories {
  rows: { id: string; name: string; value: string; is_main: number; position: number }[];
  /** The id of a category by name. */
  category: (name: string) => string;
}

export function planCategories({ id }: SeedContext): DemoCategories {
  const mainCategories = ['Men', 'Women', 'Unisex', 'Accessories'];
  const subCategories = [
    'T-shirts',
    'Hoodies',
    'Caps',
    'Bags',
    'Streetwear',
    'Minimal',
    'Graphic',
    'Limited edition',
  ];
  const categories = [...mainCategories, ...subCategories].map((name, position) => ({
    id: id('ct'),
    name,
    value: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    is_main: flag(mainCategories.includes(name)),
    position,
  }));
  const category = (name: string) => categories.find((entry) => entry.name === name)!.id;
  return { rows: categories, category };
}

export async function writeCategories(trx: SeedWriter, { rows }: DemoCategories): Promise<void> {
  await trx.insertInto('categories').values(rows).execute();
}
