import type { CategoryNames } from './en';

export const fr: CategoryNames = {
  men: 'Homme',
  women: 'Femme',
  unisex: 'Mixte',
  accessories: 'Accessoires',
  't-shirts': 'T-shirts',
  hoodies: 'Sweats à capuche',
  caps: 'Casquettes',
  bags: 'Sacs',
  streetwear: 'Mode urbaine',
  minimal: 'Minimaliste',
  graphic: 'Graphique',
  'limited-edition': 'Édition limitée',
};
