import type { CategoryNames } from './en';

export const zhTW: CategoryNames = {
  men: '男裝',
  women: '女裝',
  unisex: '中性',
  accessories: '配件',
  't-shirts': 'T 恤',
  hoodies: '連帽衫',
  caps: '帽子',
  bags: '包袋',
  streetwear: '街頭風',
  minimal: '極簡',
  graphic: '圖案',
  'limited-edition': '限量版',
};
