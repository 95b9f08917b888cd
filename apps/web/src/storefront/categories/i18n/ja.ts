import type { CategoryNames } from './en';

export const ja: CategoryNames = {
  men: 'メンズ',
  women: 'レディース',
  unisex: 'ユニセックス',
  accessories: 'アクセサリー',
  't-shirts': 'Tシャツ',
  hoodies: 'パーカー',
  caps: 'キャップ',
  bags: 'バッグ',
  streetwear: 'ストリート',
  minimal: 'ミニマル',
  graphic: 'グラフィック',
  'limited-edition': '限定版',
};
