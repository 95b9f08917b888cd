import { fixtures } from '@atelier/schema';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { parseHost } from './host';
import {
  HEADER_CARD_SCROLL_PX,
  PROMO_TARGETS,
  creatorProfileShareLink,
  favouriteChange,
  headerCardWidth,
  isFavourited,
  isUnread,
  markAllNotificationsRead,
  markNotificationRead,
  orderTypeChoices,
  promoTiles,
  readNavBarPreferences,
  shareStepMessage,
  toggleDetailViewMode,
  toggleSampleEntryMode,
  unreadCount,
} from './interactions';

const NOW = Date.parse('2024-06-01T00:00:00.000Z');

describe('000 §4, §8 favourites', () => {
  it("connects the user and says 'Favorited'", () => {
    const change = favouriteChange(fixtures.creation.favorited_users, 'user_mei');
    expect(change.action).toBe('connect');
    expect(formatMessage(change.success)).toBe('Favorited');
    expect(formatMessage(change.failure)).toBe('Favorite update failed');
    expect(favouriteChange(undefined, 'user_mei').action).toBe('connect');
  });

  it("disconnects a user who favourited it and says 'Unfavorited'", () => {
    const change = favouriteChange(fixtures.creation.favorited_users, 'user_kai');
    expect(change.action).toBe('disconnect');
    expect(formatMessage(change.success)).toBe('Unfavorited');
    expect(isFavourited(fixtures.creation.favorited_users, 'user_kai')).toBe(true);
    expect(isFavourited(undefined, 'user_kai')).toBe(false);
  });
});

describe('000 §4 notifications: unread until read by a click or All read', () => {
  it('reads one notification at the given time', () => {
    const read = markNotificationRead(fixtures.notification, NOW);
    expect(read.notificationData.readAt).toBe('2024-06-01T00:00:00.000Z');
    expect(isUnread(fixtures.notification)).toBe(true);
    expect(isUnread(read)).toBe(false);
    expect(markNotificationRead(read, NOW + 1000)).toBe(read);
  });

  it('All read reads every one', () => {
    const list = [fixtures.notification, fixtures.notification];
    expect(unreadCount(list)).toBe(2);
    expect(unreadCount(markAllNotificationsRead(list, NOW))).toBe(0);
  });
});

describe('000 §2 promo popup', () => {
  it('offers shop, creator and manufacturer with their targets', () => {
    expect(promoTiles(parseHost('www.atelier.shop'))).toEqual(['shop', 'creator', 'manufacturer']);
    expect(PROMO_TARGETS).toEqual({
      shop: '/shop',
      creator: '/intro/createingenesis',
      manufacturer: '/intro/manufacturingingenesis',
    });
  });

  it('hides the manufacturer tile on a creator sub-domain', () => {
    expect(promoTiles(parseHost('mei.atelier.shop'))).toEqual(['shop', 'creator']);
  });
});

describe('000 §4 order type and view mode toggles', () => {
  it("toggles between the creation's purchase type and sample", () => {
    expect(orderTypeChoices('retail-preorder')).toEqual(['retail-preorder', 'sample']);
    expect(orderTypeChoices(null)).toEqual(['instant-purchase', 'sample']);
    expect(orderTypeChoices('sample')).toEqual(['sample']);
  });

  it('sample mode toggles single-size and multi-size; view mode waterfall and optic', () => {
    expect(toggleSampleEntryMode('single')).toBe('multi');
    expect(toggleSampleEntryMode('multi')).toBe('single');
    expect(toggleDetailViewMode('waterfall')).toBe('optic');
    expect(toggleDetailViewMode('optic')).toBe('waterfall');
  });
});

describe('000 §8 sharing fallbacks', () => {
  it("reports 'Web Share API not supported', then what was copied", () => {
    expect(formatMessage(shareStepMessage('webShare', false)!)).toBe('Web Share API not supported');
    expect(shareStepMessage('webShare', true)).toBeNull();
    expect(formatMessage(shareStepMessage('copyImage', true)!)).toBe('Image copied to clipboard!');
    expect(shareStepMessage('copyImage', false)).toBeNull();
    expect(formatMessage(shareStepMessage('copyLink', true)!)).toBe('Link copied to clipboard!');
  });

  it('000 §2 the creator profile link has the shape {at_name}/creation', () => {
    expect(creatorProfileShareLink('https://atelier.shop/', 'mei_lin')).toBe(
      'https://atelier.shop/mei_lin/creation',
    );
  });
});

describe('000 §2, §4 layout preferences', () => {
  it('keeps known nav bar values, else the defaults', () => {
    expect(readNavBarPreferences({ anchor: 'bottom', style: 'floating' })).toEqual({
      anchor: 'bottom',
      style: 'floating',
    });
    expect(readNavBarPreferences({ anchor: 'left', style: 3 })).toEqual({ anchor: 'top', style: 'docking' });
    expect(readNavBarPreferences(null)).toEqual({ anchor: 'top', style: 'docking' });
  });

  it('header cards scroll 300 px and are 200 px wide (300 on medium screens)', () => {
    expect(HEADER_CARD_SCROLL_PX).toBe(300);
    expect(headerCardWidth(false)).toBe(200);
    expect(headerCardWidth(true)).toBe(300);
  });
});
