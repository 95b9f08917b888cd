/**
 * The English texts of the shopper's customisation: the catalogue every language follows (a
 * missing key is a type error). The problems at the fields are the customer form's own texts.
 */
export const en = {
  title: 'Customise',
  extras: 'Options +{{price}}',
  answerHighlighted: 'Answer the highlighted questions',
  signIn: 'Sign in',
  uploadFailed: 'The image could not be uploaded.',
  rejected: 'Some answers were not accepted. Please check the highlighted questions.',
} as const;

export type DetailCustomiseTextKey = keyof typeof en;
export type DetailCustomiseCatalogue = Readonly<Record<DetailCustomiseTextKey, string>>;
