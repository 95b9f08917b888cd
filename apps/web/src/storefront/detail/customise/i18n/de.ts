import type { DetailCustomiseCatalogue } from './en';

export const de: DetailCustomiseCatalogue = {
  title: 'Anpassen',
  extras: 'Optionen +{{price}}',
  answerHighlighted: 'Beantworte die markierten Fragen',
  signInToUpload: 'Melde dich an, um ein eigenes Bild hochzuladen.',
  signIn: 'Anmelden',
  uploadFailed: 'Das Bild konnte nicht hochgeladen werden.',
  rejected: 'Einige Antworten wurden nicht angenommen. Bitte prüfe die markierten Fragen.',
  'message.customerForm.required': 'Bitte beantworte diese Frage',
  'message.formInput.min': 'Bitte gib einen Wert von mindestens {{min}} ein',
  'message.formInput.max': 'Bitte gib einen Wert von höchstens {{max}} ein',
  'message.formInput.maxSelections': 'Du kannst höchstens {{max}} Option(en) wählen',
  'message.formInput.notANumber': 'Bitte gib eine Zahl ein',
  'message.customerForm.notAccepted': 'Diese Antwort wurde nicht angenommen: {{reason}}',
};
