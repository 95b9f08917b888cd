import type { DetailCustomiseCatalogue } from './en';

export const de: DetailCustomiseCatalogue = {
  title: 'Anpassen',
  extras: 'Optionen +{{price}}',
  answerHighlighted: 'Beantworte die markierten Fragen',
  signIn: 'Anmelden',
  uploadFailed: 'Das Bild konnte nicht hochgeladen werden.',
  rejected: 'Einige Antworten wurden nicht angenommen. Bitte prüfe die markierten Fragen.',
};
