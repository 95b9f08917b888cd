import type { DetailCustomiseCatalogue } from './en';

export const fr: DetailCustomiseCatalogue = {
  title: 'Personnaliser',
  extras: 'Options +{{price}}',
  answerHighlighted: 'Répondez aux questions mises en évidence',
  signIn: 'Se connecter',
  uploadFailed: 'L’image n’a pas pu être importée.',
  rejected: 'Certaines réponses n’ont pas été acceptées. Vérifiez les questions mises en évidence.',
};
