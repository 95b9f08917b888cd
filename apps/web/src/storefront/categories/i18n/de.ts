import type { CategoryNames } from './en';

export const de: CategoryNames = {
  men: 'Herren',
  women: 'Damen',
  unisex: 'Unisex',
  accessories: 'Accessoires',
  't-shirts': 'T-Shirts',
  hoodies: 'Kapuzenpullis',
  caps: 'Kappen',
  bags: 'Taschen',
  streetwear: 'Streetwear',
  minimal: 'Minimalistisch',
  graphic: 'Grafisch',
  'limited-edition': 'Limitierte Auflage',
};
