import type { DetailCustomiseCatalogue } from './en';

export const fr: DetailCustomiseCatalogue = {
  title: 'Personnaliser',
  extras: 'Options +{{price}}',
  answerHighlighted: 'Répondez aux questions mises en évidence',
  signInToUpload: 'Connectez-vous pour importer votre propre image.',
  signIn: 'Se connecter',
  uploadFailed: 'L’image n’a pas pu être importée.',
  rejected: 'Certaines réponses n’ont pas été acceptées. Vérifiez les questions mises en évidence.',
  'message.customerForm.required': 'Veuillez répondre à cette question',
  'message.formInput.min': 'Veuillez saisir une valeur d’au moins {{min}}',
  'message.formInput.max': 'Veuillez saisir une valeur d’au plus {{max}}',
  'message.formInput.maxSelections': 'Vous pouvez sélectionner au plus {{max}} option(s)',
  'message.formInput.notANumber': 'Veuillez saisir un nombre',
  'message.customerForm.notAccepted': 'Cette réponse n’a pas été acceptée : {{reason}}',
};
