import { z } from 'zod';
import { IdSchema, IsoDateTimeSchema } from '../primitives';

/** 000 §3 notificationData: createdAt, eventId, id, readAt (null while unread), userId. */
export const NotificationDataSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  eventId: IdSchema,
  createdAt: IsoDateTimeSchema,
  readAt: IsoDateTimeSchema.nullable().default(null),
});
export type NotificationData = z.infer<typeof NotificationDataSchema>;

/**
 * 000 §3 notificationMessage: title, text, image, link. Issue 18: title and text are written in
 * the reader's language; `key` and `params` (a key of the notification texts and its
 * parameters, a parameter being a value or `{ key }` of another text) let a client render
 * them again in another language. Rows written before keys have neither.
 */
export const NotificationMessageSchema = z.object({
  title: z.string(),
  text: z.string(),
  image: z.string().optional(),
  link: z.string().optional(),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.object({ key: z.string() })])).optional(),
});
export type NotificationMessage = z.infer<typeof NotificationMessageSchema>;

/**
 * 000 §3 Notification: notificationData, notificationMessage, eventData. The shape of
 * eventData is not shown; it is kept as a JSON object.
 */
export const NotificationSchema = z.object({
  notificationData: NotificationDataSchema,
  notificationMessage: NotificationMessageSchema,
  eventData: z.record(z.string(), z.json()).default(() => ({})),
});
export type Notification = z.infer<typeof NotificationSchema>;
