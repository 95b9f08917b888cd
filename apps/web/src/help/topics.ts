import type { HelpTextKey } from './i18n/en';

/**
 * The help pages (issue 18): where they live, their e-mail address and the date their policies
 * last changed. Tiny on purpose: the footer imports it, the pages' code loads with the pages.
 */
export const HELP_TOPICS = ['contact', 'shipping', 'refunds', 'privacy', 'terms'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

export const isHelpTopic = (value: string | undefined): value is HelpTopic =>
  (HELP_TOPICS as readonly string[]).includes(value ?? '');

export const helpPath = (topic: HelpTopic) => `/help/${topic}`;

/** Each page's title key ('Refund policy'). */
export const helpTitle = (topic: HelpTopic) => `${topic}.title` as HelpTextKey;

/** The shop's customer-care address; the API's contact form mails the same inbox (CONTACT_INBOX). */
export const SUPPORT_EMAIL = 'hello@atelier.hk';

/** When the policies' wording last changed (shown in the reader's locale). */
export const POLICIES_UPDATED = '2026-11-25';
