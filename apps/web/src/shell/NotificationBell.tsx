import {
  isUnread,
  loadNotificationTexts,
  mediaSrc,
  NOTIFICATION_TEXTS_EN,
  type NotificationTexts,
  renderNotification,
} from '@atelier/domain';
import type { Notification } from '@atelier/schema';
import { Avatar, BadgeButton, Button, Popover, useTranslation } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../api/endpoints';
import { queryKeys, useNotifications } from '../api/queries';
import type { NotificationList } from '../api/types';
import { useMessage } from '../i18n/storefrontI18n';

/** Keeps the notification list live from the server's event stream (000 §2 "live updates"). */
function useNotificationStream(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/notifications/stream');
    const update = (change: (list: NotificationList) => NotificationList) =>
      client.setQueryData<NotificationList>(queryKeys.notifications, (list) => (list ? change(list) : list));
    source.addEventListener('notification', (event) => {
      const notification = JSON.parse((event as MessageEvent<string>).data) as Notification;
      update((list) =>
        list.items.some((item) => item.notificationData.id === notification.notificationData.id)
          ? list
          : { ...list, items: [notification, ...list.items] },
      );
    });
    const setUnread = (event: Event) => {
      const { unread } = JSON.parse((event as MessageEvent<string>).data) as { unread: number };
      update((list) => ({ ...list, unread }));
    };
    source.addEventListener('unread', setUnread);
    source.addEventListener('ready', setUnread);
    return () => source.close();
  }, [enabled, client]);
}

const timeFormatters = new Map<string, Intl.RelativeTimeFormat>();
function relativeTime(iso: string, language: string): string {
  let format = timeFormatters.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    timeFormatters.set(language, format);
  }
  const minutes = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  if (Math.abs(minutes) < 60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return format.format(hours, 'hour');
  return format.format(Math.round(hours / 24), 'day');
}

/** The notification texts of the current language (English until they arrive). */
function useNotificationTexts(language: string): NotificationTexts {
  const [loaded, setLoaded] = useState<{ language: string; texts: NotificationTexts } | null>(null);
  useEffect(() => {
    let live = true;
    void loadNotificationTexts(language).then((texts) => live && setLoaded({ language, texts }));
    return () => {
      live = false;
    };
  }, [language]);
  return loaded?.language === language ? loaded.texts : NOTIFICATION_TEXTS_EN;
}

/**
 * A notification's words in the current language (issue 18): rendered again from its key and
 * parameters, so switching language re-renders the panel; an older row shows its stored words.
 */
function wordsOf(message: Notification['notificationMessage'], texts: NotificationTexts) {
  return (message.key && renderNotification(texts, message.key, message.params)) || message;
}

/** 000 §2 the bell with its unread count and the 400 px notifications panel. */
export function NotificationBell({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation();
  const m = useMessage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [open, setOpen] = useState(defaultOpen);
  const { data } = useNotifications(true);
  const texts = useNotificationTexts(i18n.language);
  useNotificationStream(true);
  const unread = data?.unread ?? 0;
  const readAll = useMutation({
    mutationFn: api.readAllNotifications,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
  const readOne = useMutation({
    mutationFn: api.readNotification,
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.notifications }),
  });
  const label =
    unread > 0
      ? `${t('nav.notifications')} (${t('notifications.unread', { count: unread })})`
      : t('nav.notifications');
  return (
    <Popover
      label={t('notifications.title')}
      open={open}
      onOpenChange={setOpen}
      width={380}
      className="notifications"
      trigger={<BadgeButton icon={<Bell />} count={unread} aria-label={label} />}
    >
      <div className="notifications__header">
        <h2 className="notifications__title">{t('notifications.title')}</h2>
        <Button size="sm" variant="ghost" disabled={unread === 0} onClick={() => readAll.mutate()}>
          {m('notifications.allRead')}
        </Button>
      </div>
      <ul className="notifications__list">
        {(data?.items ?? []).map((item) => {
          const { notificationData: meta, notificationMessage: body } = item;
          const words = wordsOf(body, texts);
          return (
            <li key={meta.id}>
              <button
                type="button"
                className="notifications__item"
                data-unread={isUnread(item) || undefined}
                onClick={() => {
                  if (isUnread(item)) readOne.mutate(meta.id);
                  setOpen(false);
                  if (body.link) navigate(body.link);
                }}
              >
                <Avatar src={mediaSrc(body.image, 100)} name={words.title} size={36} />
                <span className="notifications__text">
                  <strong>{words.title}</strong>
                  <span>{words.text}</span>
                  <time dateTime={meta.createdAt}>{relativeTime(meta.createdAt, i18n.language)}</time>
                </span>
              </button>
            </li>
          );
        })}
        <li>
          <div className="notifications__item notifications__item--welcome">
            <span className="shell-brand__mark" aria-hidden="true">
              A
            </span>
            <span className="notifications__text">
              <strong>{t('notifications.welcomeTitle')}</strong>
              <span>{t('notifications.welcomeText')}</span>
            </span>
          </div>
        </li>
      </ul>
    </Popover>
  );
}
