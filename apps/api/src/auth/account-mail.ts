import type { Context } from 'hono';
import type { Services } from '../http/context';
import { newId } from '../lib/ids';
import { sendMail } from '../mail/send-mail';

/**
 * The account e-mails (issue 18): the password reset link, the e-mail change confirmation to
 * the new address and the notice to the old one. They go through the outbox like every mail
 * (docs/commerce.md), each its own event.
 */

/**
 * Where links point: the first configured public origin, else the request's own. A configured
 * origin keeps a forged Host header from planting another site in a reset link.
 */
export function linkOrigin(c: Context, services: Pick<Services, 'settings'>): string {
  return services.settings.publicOrigins[0] ?? new URL(c.req.url).origin;
}

export async function mailPasswordReset(
  services: Services,
  to: { email: string; name: string },
  link: string,
): Promise<void> {
  await sendMail(services, {
    to: to.email,
    subject: 'Choose a new Atelier password',
    text:
      `Hello ${to.name},\n\nSomeone (we hope you) asked to reset the password of your Atelier account.\n\n` +
      `Choose a new password here: ${link}\n\nThe link works once, for one hour. If you did not ask, ` +
      `ignore this mail: your password stays as it is.\n\nAtelier`,
    eventId: newId('account:password-reset'),
  });
}

export async function mailEmailChange(
  services: Services,
  input: { name: string; oldEmail: string; newEmail: string; link: string },
): Promise<void> {
  await sendMail(services, {
    to: input.newEmail,
    subject: 'Confirm your new Atelier e-mail address',
    text:
      `Hello ${input.name},\n\nPlease confirm that ${input.newEmail} is the new e-mail address of your ` +
      `Atelier account: ${input.link}\n\nThe link works once, for 24 hours. Until you confirm, you ` +
      `keep signing in with your old address.\n\nAtelier`,
    eventId: newId('account:email-change'),
  });
  await sendMail(services, {
    to: input.oldEmail,
    subject: 'Your Atelier e-mail address is about to change',
    text:
      `Hello ${input.name},\n\nSomeone signed in to your Atelier account asked to change its e-mail ` +
      `address to ${input.newEmail}. It changes once the new address is confirmed.\n\nIf this was not ` +
      `you, choose a new password now with "Forgot password?" at sign-in: that signs out every other ` +
      `device and cancels the change.\n\nAtelier`,
    eventId: newId('account:email-change-notice'),
  });
}

/** The link that confirms the address of an account created before confirmation was asked for. */
export async function mailEmailConfirmation(
  services: Services,
  input: { email: string; name: string; link: string },
): Promise<void> {
  await sendMail(services, {
    to: input.email,
    subject: 'Confirm your Atelier e-mail address',
    text:
      `Hello ${input.name},\n\nBefore you sell on Atelier or upload images, please confirm that ` +
      `${input.email} is your address: ${input.link}\n\nThe link works once, for 24 hours.\n\nAtelier`,
    eventId: newId('account:email-confirmation'),
  });
}

/** The link that finishes a sign-up: the account is created when it is opened. */
export async function mailSignUpLink(
  services: Services,
  input: { email: string; name: string; link: string },
): Promise<void> {
  await sendMail(services, {
    to: input.email,
    subject: 'Finish creating your Atelier account',
    text:
      `Hello ${input.name},\n\nOpen this link to finish creating your Atelier account: ${input.link}\n\n` +
      `The link works once, for 24 hours. If you did not sign up, ignore this mail: no account is ` +
      `created.\n\nAtelier`,
    eventId: newId('account:sign-up'),
  });
}

/**
 * Sent instead of a sign-up link when the address already has an account: the sign-up's answer
 * is the same either way (no one learns whether an address is registered), and the owner learns
 * what happened and how to get in.
 */
export async function mailSignUpExisting(
  services: Services,
  input: { email: string; name: string; link: string },
): Promise<void> {
  await sendMail(services, {
    to: input.email,
    subject: 'You already have an Atelier account',
    text:
      `Hello ${input.name},\n\nSomeone (we hope you) tried to create an Atelier account with ${input.email}, ` +
      `which already has one. Sign in instead; if you forgot your password, choose a new one here: ` +
      `${input.link}\n\nIf this was not you, ignore this mail: nothing changed.\n\nAtelier`,
    eventId: newId('account:sign-up-existing'),
  });
}
