import type { HomeCatalogue } from './en';

export const ja: HomeCatalogue = {
  heroEyebrow: '受注生産、大量生産はしません',
  heroHeadline: 'クリエイターがデザインし、ご注文を受けてから作る服',
  heroPitch: '作品とサイズを選ぶと、工房があなたのためだけに裁断・縫製します。',
  heroShop: '今すぐ買う',
  heroDesign: 'デザインを始める',
  heroImageAlt: 'Atelier スタジオのフォレストグリーンのパーカーとラスト色のコーデュロイキャップ',
  trendExplore: '見てみる',
  trendVideo: '動画：{{title}}',
};
