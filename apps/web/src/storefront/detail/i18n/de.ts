import type { DetailPhoneCatalogue } from './en';

export const de: DetailPhoneCatalogue = {
  carousel: 'Karussell',
  slide: 'Folie',
  slideLabel: '{{index}} von {{total}}',
  previous: 'Vorheriges Bild',
  next: 'Nächstes Bild',
  showImage: 'Bild {{index}} zeigen',
  buyBar: 'Schnellbestellung',
  onlySize: 'Nur eine Größe',
  ended: 'Diese Vorbestellung ist beendet.',
  answerFirst: 'Beantworte zuerst die markierten Fragen.',
};
