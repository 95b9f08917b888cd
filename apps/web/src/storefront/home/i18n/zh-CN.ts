import type { HomeCatalogue } from './en';

export const zhCN: HomeCatalogue = {
  heroEyebrow: '按订单制作，绝不量产',
  heroHeadline: '创作者设计的服饰，在您下单后才制作',
  heroPitch: '挑选作品、选好尺码，工坊便为您一人裁剪缝制。',
  heroShop: '立即选购',
  heroDesign: '开始设计',
  heroImageAlt: 'Atelier 工作室的森林绿连帽衫与锈红色灯芯绒棒球帽',
  trendExplore: '探索',
  trendVideo: '视频：{{title}}',
};
