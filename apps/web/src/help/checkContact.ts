import type { HelpTextKey } from './i18n/en';

export interface ContactValues {
  name: string;
  email: string;
  order: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactProblems = Partial<Record<ContactField, HelpTextKey>>;

/** The API's limits (contact-routes.ts ContactBodySchema), checked here first so the form answers at once. */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

// The browser's own rule for type=email, so the form and the field agree.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** What is wrong with the form, field by field, as text keys; empty when it may be sent. */
export function checkContact(values: ContactValues): ContactProblems {
  const problems: ContactProblems = {};
  if (values.name.trim() === '') problems.name = 'contact.nameRequired';
  if (!EMAIL.test(values.email.trim())) problems.email = 'contact.emailInvalid';
  const message = values.message.trim();
  if (message.length < MESSAGE_MIN) problems.message = 'contact.messageShort';
  else if (message.length > MESSAGE_MAX) problems.message = 'contact.messageLong';
  return problems;
}

/** The API's field issues (`email`, `message`...) as the form's own messages. */
export function problemsFromIssues(issues: readonly { path: string }[]): ContactProblems {
  const problems: ContactProblems = {};
  for (const { path } of issues) {
    if (path === 'name') problems.name = 'contact.nameRequired';
    if (path === 'email') problems.email = 'contact.emailInvalid';
    if (path === 'message') problems.message = 'contact.messageShort';
  }
  return problems;
}
