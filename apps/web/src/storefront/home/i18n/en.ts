/** The home page's own interface texts (issue 18): the hero and the trend tiles' link. */
export const en = {
  heroEyebrow: 'Made to order, never mass-produced',
  heroHeadline: 'Clothes designed by creators, made when you order them',
  heroPitch: 'Pick a piece, choose your size, and a workshop cuts and sews it just for you.',
  heroShop: 'Shop now',
  heroDesign: 'Start designing',
  heroImageAlt: 'A forest-green hoodie and a rust corduroy cap from the Atelier studio',
  trendExplore: 'Explore',
  trendVideo: 'Video: {{title}}',
} as const;

export type HomeTextKey = keyof typeof en;
export type HomeCatalogue = Readonly<Record<HomeTextKey, string>>;
