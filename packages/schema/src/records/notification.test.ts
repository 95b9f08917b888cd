import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { NotificationSchema } from './notification';

describe('Notification (000 §3)', () => {
  it('000 §4: a notification is unread (readAt null) until read; eventData defaults to {}', () => {
    const { readAt: _readAt, ...data } = fixtures.notification.notificationData;
    const parsed = parseValid(NotificationSchema, {
      notificationData: data,
      notificationMessage: fixtures.notification.notificationMessage,
    });
    expect(parsed.notificationData.readAt).toBeNull();
    expect(parsed.eventData).toEqual({});
  });

  it('000 §3: createdAt and readAt are date-times', () => {
    const notification = fixtures.notification;
    const input = {
      ...notification,
      notificationData: { ...notification.notificationData, createdAt: 'now', readAt: 'later' },
    };
    expect(rejectedPaths(NotificationSchema, input)).toEqual([
      'notificationData.createdAt',
      'notificationData.readAt',
    ]);
  });

  it('000 §3: the message has a title and a text', () => {
    const input = { ...fixtures.notification, notificationMessage: { title: 'Hi' } };
    expect(rejectedPaths(NotificationSchema, input)).toEqual(['notificationMessage.text']);
  });
});
