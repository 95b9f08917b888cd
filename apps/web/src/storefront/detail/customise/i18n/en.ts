/**
 * The English texts of the shopper's customisation: the catalogue every language follows (a
 * missing key is a type error). `message.*` keys translate the domain messages shown at the
 * fields (English verbatim from packages/domain/src/messages.ts).
 */
export const en = {
  title: 'Customise',
  extras: 'Options +{{price}}',
  answerHighlighted: 'Answer the highlighted questions',
  signInToUpload: 'Sign in to upload your own image.',
  signIn: 'Sign in',
  uploadFailed: 'The image could not be uploaded.',
  rejected: 'Some answers were not accepted. Please check the highlighted questions.',
  'message.customerForm.required': 'Please answer this question',
  'message.formInput.min': 'Please enter a value of at least {{min}}',
  'message.formInput.max': 'Please enter a value of at most {{max}}',
  'message.formInput.maxSelections': 'You can select at most {{max}} option(s)',
  'message.formInput.notANumber': 'Please enter a number',
  'message.customerForm.notAccepted': 'This answer was not accepted: {{reason}}',
} as const;

export type DetailCustomiseTextKey = keyof typeof en;
export type DetailCustomiseCatalogue = Readonly<Record<DetailCustomiseTextKey, string>>;
