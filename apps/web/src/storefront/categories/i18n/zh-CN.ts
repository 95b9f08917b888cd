import type { CategoryNames } from './en';

export const zhCN: CategoryNames = {
  men: '男装',
  women: '女装',
  unisex: '中性',
  accessories: '配饰',
  't-shirts': 'T 恤',
  hoodies: '连帽衫',
  caps: '帽子',
  bags: '包袋',
  streetwear: '街头风',
  minimal: '极简',
  graphic: '图案',
  'limited-edition': '限量版',
};
