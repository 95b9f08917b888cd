import type { HomeCatalogue } from './en';

export const de: HomeCatalogue = {
  heroEyebrow: 'Auf Bestellung gefertigt, nie in Masse',
  heroHeadline: 'Mode von Creators, erst gefertigt, wenn Sie bestellen',
  heroPitch: 'Wählen Sie ein Stück und Ihre Größe, und eine Werkstatt schneidet und näht es nur für Sie.',
  heroShop: 'Jetzt einkaufen',
  heroDesign: 'Jetzt gestalten',
  heroImageAlt: 'Ein waldgrüner Hoodie und eine rostrote Cord-Cap aus dem Atelier-Studio',
  trendExplore: 'Entdecken',
  trendVideo: 'Video: {{title}}',
};
