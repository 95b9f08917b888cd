/**
 * Where order e-mails go (issue 16): SMTP when SMTP_URL is set (e.g.
 * `smtp://user:pass@mail.example.com:587`), from MAIL_FROM; otherwise the local outbox
 * (the mail_outbox table; docs/commerce.md).
 */
export interface MailSettings {
  smtpUrl: string;
  from: string;
}

export function readMailSettings(env: NodeJS.ProcessEnv): MailSettings | null {
  if (!env.SMTP_URL) return null;
  return { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? 'Atelier <orders@atelier.local>' };
}
