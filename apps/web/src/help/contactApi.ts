import { client, read } from '../api/http';

export interface ContactMessage {
  name: string;
  email: string;
  order?: string;
  message: string;
}

/** POST /api/contact: one e-mail to the shop's inbox (through the mail outbox). */
export const sendContactMessage = (body: ContactMessage) => read(client.api.contact.$post({ json: body }));
