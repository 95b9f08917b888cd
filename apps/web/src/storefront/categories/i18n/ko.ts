import type { CategoryNames } from './en';

export const ko: CategoryNames = {
  men: '남성',
  women: '여성',
  unisex: '남녀공용',
  accessories: '액세서리',
  't-shirts': '티셔츠',
  hoodies: '후디',
  caps: '모자',
  bags: '가방',
  streetwear: '스트리트웨어',
  minimal: '미니멀',
  graphic: '그래픽',
  'limited-edition': '한정판',
};
