import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS_EN } from './en';
import {
  loadNotificationTexts,
  notificationInEnglish,
  renderNotification,
  renderNotificationText,
} from './render';

const LANGUAGES = ['en', 'zh-TW', 'zh-CN', 'ja', 'ko', 'ru', 'de', 'fr'];
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('notification texts (issue 18)', () => {
  it('render the English words stored for older clients', () => {
    expect(notificationInEnglish('follow', { name: 'Sam Chan' })).toEqual({
      title: 'New follower',
      text: 'Sam Chan started following you.',
    });
    expect(notificationInEnglish('favourite', { name: 'Sam', creation: { key: 'yourCreation' } }).text).toBe(
      'Sam favourited your creation.',
    );
    expect(() => notificationInEnglish('nothing.like.this')).toThrow(/Unknown notification key/);
  });

  it('leave an unknown placeholder as written and answer null for an unknown key', () => {
    expect(renderNotificationText(NOTIFICATION_TEXTS_EN, 'follow.text')).toBe(
      '{{name}} started following you.',
    );
    expect(renderNotificationText(NOTIFICATION_TEXTS_EN, 'x', {})).toBeUndefined();
    expect(renderNotification(NOTIFICATION_TEXTS_EN, 'x')).toBeNull();
    expect(
      renderNotificationText(NOTIFICATION_TEXTS_EN, 'favourite.text', { name: 'A', creation: { key: 'zz' } }),
    ).toBe('A favourited zz.');
  });

  it('render in the reader language, English for a language without a catalogue', async () => {
    const german = await loadNotificationTexts('de');
    expect(renderNotification(german, 'follow', { name: 'Sam' })).toEqual({
      title: 'Neuer Follower',
      text: 'Sam folgt dir jetzt.',
    });
    expect(await loadNotificationTexts('es')).toBe(NOTIFICATION_TEXTS_EN);
  });

  it.each(LANGUAGES)('%s has every key, the same placeholders, and no English copy', async (language) => {
    const texts = await loadNotificationTexts(language);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(NOTIFICATION_TEXTS_EN).sort());
    for (const [key, english] of Object.entries(NOTIFICATION_TEXTS_EN)) {
      const own = (texts as Record<string, string>)[key] ?? '';
      expect(placeholders(own), `${language} ${key}`).toEqual(placeholders(english));
      if (language !== 'en') expect(own, `${language} ${key}`).not.toBe(english);
    }
  });
});
