import type { HomeCatalogue } from './en';

export const ru: HomeCatalogue = {
  heroEyebrow: 'На заказ, а не массовым тиражом',
  heroHeadline: 'Одежда от авторов, которую шьют, когда вы её заказываете',
  heroPitch: 'Выберите вещь и размер, и мастерская раскроит и сошьёт её только для вас.',
  heroShop: 'В магазин',
  heroDesign: 'Начать дизайн',
  heroImageAlt: 'Худи лесного зелёного цвета и ржавая вельветовая кепка из студии Atelier',
  trendExplore: 'Смотреть',
  trendVideo: 'Видео: {{title}}',
};
