import type { HomeCatalogue } from './en';

export const fr: HomeCatalogue = {
  heroEyebrow: 'Fait sur commande, jamais en série',
  heroHeadline: 'Des vêtements signés par des créateurs, fabriqués à votre commande',
  heroPitch: 'Choisissez une pièce et votre taille : un atelier la coupe et la coud rien que pour vous.',
  heroShop: 'Acheter',
  heroDesign: 'Commencer à créer',
  heroImageAlt: 'Un sweat à capuche vert forêt et une casquette en velours rouille du studio Atelier',
  trendExplore: 'Découvrir',
  trendVideo: 'Vidéo : {{title}}',
};
