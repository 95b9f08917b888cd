import { Hono } from 'hono';
import { z } from 'zod';
import { hitRateLimit, peekRateLimit, retryAfterSeconds } from '../auth/rate-limit';
import type { AppEnv, Services } from '../http/context';
import { ApiError } from '../http/errors';
import { clientAddress } from '../http/middleware';
import { refuseUnsafeText } from '../http/unsafe-text';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import { newId } from '../lib/ids';
import { sendMail } from '../mail/send-mail';

/**
 * Issue 18 POST /api/contact: the help page's contact form. The message becomes one e-mail to
 * the shop's inbox (`contactInbox`) through the mail outbox; nothing is ever mailed to the
 * address the visitor typed, so the form cannot be used to send mail to strangers. Limited per
 * client address like sign-in (429 with Retry-After), counted only for accepted messages.
 */

export const ContactBodySchema = z.object({
  name: z.string().trim().min(1, { error: 'Enter your name' }).max(100),
  // Trimmed and lower-cased before the check: a pasted address often carries a space.
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email({ error: 'Expected an email address' })),
  /** The order the message is about, when there is one. */
  order: z.string().trim().max(100).optional(),
  message: z
    .string()
    .trim()
    .min(10, { error: 'Write at least 10 characters' })
    .max(5000, { error: 'Write at most 5000 characters' }),
});

export type ContactBody = z.infer<typeof ContactBodySchema>;

const ContactAnswer = z.object({ ok: z.literal(true), id: z.string() });

/** The mail the shop receives: plain text, every field on its own line, the message last. */
export function contactMailText(body: ContactBody): string {
  return [
    `From: ${body.name} <${body.email}>`,
    ...(body.order ? [`Order: ${body.order}`] : []),
    '',
    body.message,
    '',
    '-- Sent with the contact form of Atelier (/help/contact). Reply to the address above.',
  ].join('\n');
}

export const contactRoutes = (services: Services) => {
  const { db, clock, settings } = services;
  return new Hono<AppEnv>().post(
    '/',
    doc({
      summary: 'Send a message to the shop (the contact form)',
      description:
        'Body: `name`, `email`, `order?`, `message` (10-5000 characters). Queues one e-mail to the ' +
        "shop's inbox in the mail outbox. A name or order with a line break or another control or " +
        'hidden character answers 422 `unsafe_characters`. Rate limited per client address (429 with ' +
        'Retry-After); a refused message writes nothing.',
      tags: ['Help'],
      responses: { 201: ContactAnswer },
      errors: [400, 422, 429],
    }),
    // The name and the order go into the mail's subject: no line break or control character
    // can add a header there (ASVS 1.3.11), whatever the mail library would encode.
    refuseUnsafeText(['name', 'order']),
    validate('json', ContactBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const now = clock.now();
      const { perAddress, windowMs } = settings.contactLimit;
      const key = `contact:address:${clientAddress(c, settings.trustProxy)}`;
      if ((await peekRateLimit(db, key, windowMs, now)) >= perAddress) {
        c.header('Retry-After', String(retryAfterSeconds(windowMs, now)));
        throw new ApiError(429, 'rate_limited', 'Too many messages. Please try again later.');
      }
      await hitRateLimit(db, key, windowMs, now);
      const eventId = newId('ct');
      await sendMail(services, {
        to: settings.contactInbox,
        subject: `Contact form: ${body.name}${body.order ? ` (order ${body.order})` : ''}`,
        text: contactMailText(body),
        eventId: `contact:${eventId}`,
      });
      return c.json({ ok: true as const, id: eventId }, 201);
    },
  );
};
