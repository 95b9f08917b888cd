import type { DetailPhoneCatalogue } from './en';

export const fr: DetailPhoneCatalogue = {
  carousel: 'carrousel',
  slide: 'diapositive',
  slideLabel: '{{index}} sur {{total}}',
  previous: 'Image précédente',
  next: 'Image suivante',
  showImage: "Afficher l'image {{index}}",
  buyBar: 'Commande rapide',
  onlySize: 'Taille unique',
  ended: 'Cette précommande est terminée.',
  answerFirst: "Répondez d'abord aux questions signalées.",
};
