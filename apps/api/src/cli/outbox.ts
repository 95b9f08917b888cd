import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { systemClock } from '../lib/clock';
import { newestMails } from '../mail/outbox';
import { closeMailTransports, deliverPendingMail } from '../mail/smtp';

// `pnpm outbox [count] [--full] [--retry]`: the newest mails of the outbox (docs/commerce.md),
// so the order e-mails can be read on a machine without SMTP. --full prints each mail's text;
// --retry first sends the unsent mails again through SMTP_URL (after an outage).
const args = process.argv.slice(2);
const full = args.includes('--full');
const retry = args.includes('--retry');
const count = Math.min(500, Math.max(1, Number(args.find((arg) => /^\d+$/.test(arg)) ?? 20)));
const config = readConfig();
const { db, close } = openDatabase(config.database);
await migrateToLatest(db);
if (retry) {
  if (!config.mail) console.log('SMTP_URL is not set: the outbox is where mail stays.');
  else {
    const logger = { info: console.log, warn: console.warn, error: console.error };
    const sent = await deliverPendingMail({
      db,
      clock: systemClock,
      logger,
      settings: { mail: config.mail },
    });
    console.log(`sent ${sent} mail(s) again`);
    closeMailTransports();
  }
}
const mails = await newestMails(db, count);
if (mails.length === 0) console.log('The outbox is empty: no order e-mails yet.');
for (const mail of mails) {
  const state = mail.sent_at
    ? `sent ${mail.sent_at}`
    : mail.attempts > 0
      ? `not sent (${mail.attempts} attempts: ${mail.error ?? 'unknown error'})`
      : 'in the outbox';
  console.log(`${mail.created_at}  ${mail.to_address}  ${mail.subject}  [${state}]`);
  if (full) console.log(`\n${mail.text_body}\n${'-'.repeat(60)}`);
}
await close();
