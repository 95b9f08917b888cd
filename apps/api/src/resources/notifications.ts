import { NotificationSchema } from '@atelier/schema';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { requireAuth } from '../auth/guards';
import type { Database, NotificationsTable } from '../db/types';
import type { AppEnv, Services } from '../http/context';
import { invalidInput, notFound } from '../http/errors';
import { doc } from '../http/openapi-doc';
import { validate } from '../http/validation';
import {
  loadNotificationTexts,
  NOTIFICATION_TEXTS_EN,
  type NotificationParams,
  type NotificationTexts,
  renderNotification,
} from '../domain';
import { readerLanguage } from '../i18n/language';
import { isoNow } from '../lib/clock';
import { fromJson } from '../lib/json';
import { decodeCursor, encodeCursor } from '../queries/creations';

type NotificationRow = Selectable<NotificationsTable>;

/**
 * 000 §3 Notification: notificationData, notificationMessage, eventData. A keyed row (issue 18)
 * is written in `texts` (the reader's language) and carries its key and parameters; an older
 * row, or a key this server does not know, shows its stored words.
 */
export function toNotification(row: NotificationRow, texts: NotificationTexts = NOTIFICATION_TEXTS_EN) {
  const params = row.message_key ? fromJson<NotificationParams>(row.message_params ?? '{}', {}) : {};
  const rendered = row.message_key ? renderNotification(texts, row.message_key, params) : null;
  return {
    notificationData: {
      id: row.id,
      userId: row.user_id,
      eventId: row.event_id,
      createdAt: row.created_at,
      readAt: row.read_at,
    },
    notificationMessage: {
      title: rendered?.title ?? row.title,
      text: rendered?.text ?? row.text,
      ...(row.image ? { image: row.image } : {}),
      ...(row.link ? { link: row.link } : {}),
      ...(row.message_key ? { key: row.message_key, params } : {}),
    },
    eventData: fromJson<Record<string, unknown>>(row.event_data, {}),
  };
}

const NotificationOut = NotificationSchema.meta({ id: 'Notification' });
export const NotificationListQuerySchema = z.object({
  cursor: z.string().min(1).max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  unread: z.enum(['true', 'false']).optional(),
});
const IdParam = z.object({ id: z.string().min(1).max(100) });

async function unreadCount(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** How far back a stream re-reads, for clocks of different servers that disagree a little. */
const CLOCK_SLACK_MS = 5000;
const HEARTBEAT_MS = 15_000;

const tags = ['Notifications'];

export const notificationRoutes = (services: Services) => {
  const { db, clock, bus } = services;
  return new Hono<AppEnv>()
    .get(
      '/',
      doc({
        summary: "The signed-in user's notifications, newest first, with the unread count",
        tags,
        auth: true,
        responses: {
          200: z.object({
            items: z.array(NotificationOut),
            unread: z.number().int(),
            nextCursor: z.string().nullable(),
          }),
        },
        errors: [400],
      }),
      validate('query', NotificationListQuerySchema),
      async (c) => {
        const auth = requireAuth(c);
        const { cursor: cursorText, limit = 30, unread } = c.req.valid('query');
        const cursor = cursorText ? decodeCursor(cursorText) : null;
        if (cursorText && !cursor)
          throw invalidInput([{ path: 'cursor', message: 'The cursor is not one this API gave.' }]);
        let query = db.selectFrom('notifications').selectAll().where('user_id', '=', auth.user.id);
        if (unread === 'true') query = query.where('read_at', 'is', null);
        if (cursor)
          query = query.where((eb) =>
            eb.or([
              eb('created_at', '<', cursor.t),
              eb.and([eb('created_at', '=', cursor.t), eb('id', '<', cursor.i)]),
            ]),
          );
        const rows = await query
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit + 1)
          .execute();
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        const texts = await loadNotificationTexts(readerLanguage(c, auth.user.language));
        return c.json(
          {
            items: page.map((row) => toNotification(row, texts)),
            unread: await unreadCount(db, auth.user.id),
            nextCursor: rows.length > limit && last ? encodeCursor({ t: last.created_at, i: last.id }) : null,
          },
          200,
        );
      },
    )
    .post(
      '/read-all',
      doc({
        summary: 'Mark every notification read (All read)',
        tags,
        auth: true,
        responses: { 200: z.object({ updated: z.number().int(), unread: z.number().int() }) },
      }),
      async (c) => {
        const auth = requireAuth(c);
        const result = await db
          .updateTable('notifications')
          .set({ read_at: isoNow(clock) })
          .where('user_id', '=', auth.user.id)
          .where('read_at', 'is', null)
          .executeTakeFirst();
        return c.json({ updated: Number(result.numUpdatedRows), unread: 0 }, 200);
      },
    )
    .post(
      '/:id/read',
      doc({
        summary: 'Mark one notification read',
        tags,
        auth: true,
        responses: { 200: z.object({ notification: NotificationOut, unread: z.number().int() }) },
        errors: [404],
      }),
      validate('param', IdParam),
      async (c) => {
        const auth = requireAuth(c);
        const { id } = c.req.valid('param');
        const row = await db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row || row.user_id !== auth.user.id) throw notFound('The notification');
        const readAt = row.read_at ?? isoNow(clock);
        if (!row.read_at)
          await db.updateTable('notifications').set({ read_at: readAt }).where('id', '=', id).execute();
        return c.json(
          {
            notification: toNotification(
              { ...row, read_at: readAt },
              await loadNotificationTexts(readerLanguage(c, auth.user.language)),
            ),
            unread: await unreadCount(db, auth.user.id),
          },
          200,
        );
      },
    )
    .get(
      '/stream',
      doc({
        summary: 'Live notifications (server-sent events)',
        description:
          "Events: 'ready' {unread} once, then 'notification' (a Notification, id = its id) and 'unread' {unread} " +
          'as they arrive, from any server process. Send Last-Event-ID to resume after a notification.',
        tags,
        auth: true,
        responses: { 200: 'text/event-stream' },
      }),
      async (c) => {
        const auth = requireAuth(c);
        const userId = auth.user.id;
        const texts = await loadNotificationTexts(readerLanguage(c, auth.user.language));
        let since = new Date(clock.now().getTime()).toISOString();
        const lastEventId = c.req.header('last-event-id');
        if (lastEventId && lastEventId.length <= 100) {
          const last = await db
            .selectFrom('notifications')
            .select('created_at')
            .where('id', '=', lastEventId)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          if (last) since = last.created_at;
        }
        c.header('Cache-Control', 'no-cache, no-transform');
        c.header('X-Accel-Buffering', 'no');
        return streamSSE(c, async (stream) => {
          let wake: (() => void) | null = null;
          let signalled = false;
          const signal = () => {
            signalled = true;
            wake?.();
          };
          const unsubscribe = bus.subscribe(userId, signal);
          stream.onAbort(() => {
            unsubscribe();
            wake?.();
          });
          // What already existed when the stream opened is read through the list, not sent again.
          const sent = new Map<string, string>();
          const existing = await db
            .selectFrom('notifications')
            .select(['id', 'created_at'])
            .where('user_id', '=', userId)
            .where('created_at', '>=', new Date(Date.parse(since) - CLOCK_SLACK_MS).toISOString())
            .where('created_at', '<=', since)
            .execute();
          for (const row of existing) sent.set(row.id, row.created_at);
          await stream.writeSSE({
            event: 'ready',
            data: JSON.stringify({ unread: await unreadCount(db, userId) }),
          });
          let lastBeat = Date.now();
          while (!stream.aborted && !stream.closed) {
            const from = new Date(Date.parse(since) - CLOCK_SLACK_MS).toISOString();
            const rows = await db
              .selectFrom('notifications')
              .selectAll()
              .where('user_id', '=', userId)
              .where('created_at', '>=', from)
              .orderBy('created_at')
              .orderBy('id')
              .limit(100)
              .execute();
            const fresh = rows.filter((row) => !sent.has(row.id) && row.created_at >= from);
            for (const row of fresh) {
              sent.set(row.id, row.created_at);
              if (row.created_at > since) since = row.created_at;
              await stream.writeSSE({
                event: 'notification',
                id: row.id,
                data: JSON.stringify(toNotification(row, texts)),
              });
            }
            if (fresh.length > 0) {
              await stream.writeSSE({
                event: 'unread',
                data: JSON.stringify({ unread: await unreadCount(db, userId) }),
              });
            }
            // Forget ids that fell out of the re-read window.
            for (const [id, at] of sent) if (at < from) sent.delete(id);
            if (signalled) {
              signalled = false;
              continue;
            }
            const waitMs = Math.min(bus.pollMs, HEARTBEAT_MS - (Date.now() - lastBeat));
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, Math.max(10, waitMs));
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = null;
            if (Date.now() - lastBeat >= HEARTBEAT_MS && !stream.aborted) {
              await stream.write(': keep-alive\n\n');
              lastBeat = Date.now();
            }
          }
          unsubscribe();
        });
      },
    );
};
