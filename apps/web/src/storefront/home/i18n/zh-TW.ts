import type { HomeCatalogue } from './en';

export const zhTW: HomeCatalogue = {
  heroEyebrow: '按訂單製作，絕不量產',
  heroHeadline: '創作者設計的服飾，在您下單後才製作',
  heroPitch: '挑選作品、選好尺寸，工坊便為您一人裁剪縫製。',
  heroShop: '立即選購',
  heroDesign: '開始設計',
  heroImageAlt: 'Atelier 工作室的森林綠連帽衫與鏽紅色燈芯絨棒球帽',
  trendExplore: '探索',
  trendVideo: '影片：{{title}}',
};
