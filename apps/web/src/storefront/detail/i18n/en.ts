/**
 * The English texts of a creation's page on a phone (the swipeable gallery, the sticky buy
 * bar, a single size): the catalogue every language follows (a missing key is a type error).
 */
export const en = {
  carousel: 'carousel',
  slide: 'slide',
  slideLabel: '{{index}} of {{total}}',
  previous: 'Previous image',
  next: 'Next image',
  showImage: 'Show image {{index}}',
  buyBar: 'Quick order',
  onlySize: 'One size only',
  ended: 'This pre-order has ended.',
  answerFirst: 'Answer the highlighted questions first.',
} as const;

export type DetailPhoneTextKey = keyof typeof en;
export type DetailPhoneCatalogue = Readonly<Record<DetailPhoneTextKey, string>>;
