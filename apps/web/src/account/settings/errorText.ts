import { ApiError } from '../../api/http';
import type { AccountText } from './i18n/useAccountText';

/** The API's refusals of the account calls, by code, in the page's language. */
const BY_CODE = {
  token_used: 'tokenUsed',
  token_expired: 'tokenExpired',
  token_invalid: 'tokenInvalid',
  wrong_password: 'wrongPassword',
  email_taken: 'emailTaken',
  same_email: 'sameEmail',
  rate_limited: 'tooMany',
  unsafe_characters: 'unsafeName',
} as const;

export function accountErrorText(t: AccountText, error: unknown): string {
  const code = error instanceof ApiError ? (error.code as keyof typeof BY_CODE) : undefined;
  return code && code in BY_CODE ? t(BY_CODE[code]) : t('failed');
}

/** Whether the refusal is about the link itself (ask for a new one). */
export const isLinkError = (error: unknown) =>
  error instanceof ApiError && ['token_used', 'token_expired', 'token_invalid'].includes(error.code);
