/**
 * The seeded categories' names (issue 18), keyed by their slug (`value`). A category a creator
 * made, without an entry here, shows its own name.
 */
export const en = {
  men: 'Men',
  women: 'Women',
  unisex: 'Unisex',
  accessories: 'Accessories',
  't-shirts': 'T-shirts',
  hoodies: 'Hoodies',
  caps: 'Caps',
  bags: 'Bags',
  streetwear: 'Streetwear',
  minimal: 'Minimal',
  graphic: 'Graphic',
  'limited-edition': 'Limited edition',
} as const;

export type CategorySlug = keyof typeof en;
export type CategoryNames = Readonly<Record<CategorySlug, string>>;
