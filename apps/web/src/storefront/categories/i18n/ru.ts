import type { CategoryNames } from './en';

export const ru: CategoryNames = {
  men: 'Мужское',
  women: 'Женское',
  unisex: 'Унисекс',
  accessories: 'Аксессуары',
  't-shirts': 'Футболки',
  hoodies: 'Худи',
  caps: 'Кепки',
  bags: 'Сумки',
  streetwear: 'Стритвир',
  minimal: 'Минимализм',
  graphic: 'Принты',
  'limited-edition': 'Лимитированная серия',
};
