import type { User } from '@atelier/schema';
import { fixtures } from '@atelier/schema';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import {
  OWNER_ACTIONS,
  availableRoles,
  canManageProduction,
  formatRole,
  isCreationEnabled,
  isCreationOwner,
  ownerActions,
  parseRole,
  planCreationDeletion,
  resolveActiveRole,
  roleHomePath,
  searchFilterOptions,
  storefrontPermissions,
} from './roles';

const consumer: User = { ...fixtures.user, is_creator: false, userRoleInProducer: [] };
const creator: User = { ...fixtures.user, userRoleInProducer: [] };
const producerUser: User = fixtures.user; // creator with a manager role at producer_atelier

describe('000 §4 role parsing and formatting', () => {
  it('parses consumer, creator and producer-{role}-{producerId}', () => {
    expect(parseRole('consumer')).toEqual({ kind: 'consumer' });
    expect(parseRole('creator')).toEqual({ kind: 'creator' });
    expect(parseRole('producer-manager-producer_atelier')).toEqual({
      kind: 'producer',
      role: 'manager',
      producerId: 'producer_atelier',
    });
  });

  it('DECISIONS: the role is one word; the producer id keeps its hyphens', () => {
    expect(parseRole('producer-owner-3f2a-11ef-9c1d')).toEqual({
      kind: 'producer',
      role: 'owner',
      producerId: '3f2a-11ef-9c1d',
    });
  });

  it('rejects anything else', () => {
    for (const text of [
      '',
      'admin',
      'producer',
      'producer-',
      'producer-owner',
      'producer-owner-',
      'producer--x',
    ]) {
      expect(parseRole(text)).toBeNull();
    }
  });

  it('formats back to the same text', () => {
    expect(formatRole({ kind: 'producer', role: 'owner', producerId: 'p-1' })).toBe('producer-owner-p-1');
    expect(formatRole({ kind: 'consumer' })).toBe('consumer');
  });

  it('property: parse(format(role)) is the role', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,10}$/),
        fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/),
        (role, producerId) => {
          const value = { kind: 'producer' as const, role, producerId };
          expect(parseRole(formatRole(value))).toEqual(value);
        },
      ),
    );
  });
});

describe('000 §6 available roles and the active role', () => {
  it('consumer always; creator when is_creator; one per producer role', () => {
    expect(availableRoles(consumer)).toEqual([{ kind: 'consumer' }]);
    expect(availableRoles(producerUser)).toEqual([
      { kind: 'consumer' },
      { kind: 'creator' },
      { kind: 'producer', role: 'manager', producerId: 'producer_atelier' },
    ]);
  });

  it('keeps a stored role the user still has', () => {
    expect(resolveActiveRole('producer-manager-producer_atelier', producerUser)).toEqual({
      kind: 'producer',
      role: 'manager',
      producerId: 'producer_atelier',
    });
    expect(resolveActiveRole('consumer', creator)).toEqual({ kind: 'consumer' });
  });

  it('DECISIONS: falls back to creator for creators, consumer otherwise', () => {
    expect(resolveActiveRole('producer-manager-gone', creator)).toEqual({ kind: 'creator' });
    expect(resolveActiveRole('creator', consumer)).toEqual({ kind: 'consumer' });
    expect(resolveActiveRole(null, consumer)).toEqual({ kind: 'consumer' });
    expect(resolveActiveRole(undefined, creator)).toEqual({ kind: 'creator' });
    expect(resolveActiveRole('nonsense', creator)).toEqual({ kind: 'creator' });
  });

  it('000 §4 switching changes navigation targets', () => {
    expect(roleHomePath({ kind: 'consumer' }, producerUser)).toBe('/');
    expect(roleHomePath({ kind: 'creator' }, producerUser)).toBe('/dashboard');
    expect(
      roleHomePath({ kind: 'producer', role: 'manager', producerId: 'producer_atelier' }, producerUser),
    ).toBe('/atelier_works/production/manage');
    expect(roleHomePath({ kind: 'producer', role: 'manager', producerId: 'gone' }, producerUser)).toBe('/');
  });

  it('000 §6 producer roles give access to production management', () => {
    expect(canManageProduction({ kind: 'producer', role: 'x', producerId: 'y' })).toBe(true);
    expect(canManageProduction({ kind: 'creator' })).toBe(false);
  });
});

describe('000 §6 what each role sees', () => {
  it('a guest: login and language buttons, no ordering, cart, trending or following', () => {
    expect(storefrontPermissions(null)).toEqual({
      showLoginButton: true,
      showLanguageButton: true,
      showCreateButton: false,
      showBecomeCreator: false,
      showCreatorDashboard: false,
      showFollowingTab: false,
      canViewTrending: false,
      canOrder: false,
      canFavourite: false,
      canUseCart: false,
      canSeeNotifications: false,
      canManageProduction: false,
    });
  });

  it('a consumer: Become creator (creation enabled), no create button, Following and /trending', () => {
    expect(storefrontPermissions(consumer, fixtures.caseMetadata)).toMatchObject({
      showLoginButton: false,
      showLanguageButton: false,
      showCreateButton: false,
      showBecomeCreator: true,
      showFollowingTab: true,
      canViewTrending: true,
      canOrder: true,
      canFavourite: true,
      canUseCart: true,
    });
  });

  it('a creator: the create button unless enableUserCreateCreation is false', () => {
    expect(storefrontPermissions(creator)).toMatchObject({
      showCreateButton: true,
      showBecomeCreator: false,
      showCreatorDashboard: true,
    });
    const disabled = { global: { enableUserCreateCreation: false } };
    expect(storefrontPermissions(creator, disabled).showCreateButton).toBe(false);
    expect(storefrontPermissions(consumer, disabled).showBecomeCreator).toBe(false);
    expect(isCreationEnabled(undefined)).toBe(true);
  });

  it('a user with producer roles manages production', () => {
    expect(storefrontPermissions(producerUser).canManageProduction).toBe(true);
  });

  it('Following needs a user name', () => {
    expect(storefrontPermissions({ ...consumer, name: '' }).showFollowingTab).toBe(false);
  });

  it('000 §2 the search filter offers producer and prebuilds to creators, creator and creations to others', () => {
    expect(searchFilterOptions({ kind: 'creator' })).toEqual(['producer', 'prebuilds']);
    expect(searchFilterOptions({ kind: 'consumer' })).toEqual(['creator', 'creations']);
  });
});

describe('000 §6 ownership', () => {
  it("the owner is the session user with the creation user's at_name", () => {
    expect(isCreationOwner('mei_lin', fixtures.creation)).toBe(true);
    expect(isCreationOwner('kai', fixtures.creation)).toBe(false);
    expect(isCreationOwner(null, fixtures.creation)).toBe(false);
    expect(isCreationOwner('', { user: { at_name: '' } })).toBe(false);
    expect(isCreationOwner('mei_lin', {})).toBe(false);
  });

  it('only the owner edits (v2, v3), duplicates, pins, deletes and orders a sample', () => {
    expect(ownerActions('mei_lin', fixtures.creation)).toEqual([
      'editV2',
      'editV3',
      'duplicate',
      'pinToTop',
      'unpin',
      'managePin',
      'delete',
      'orderSample',
    ]);
    expect(OWNER_ACTIONS).toHaveLength(8);
    expect(ownerActions('kai', fixtures.creation)).toEqual([]);
  });
});

describe('000 §5 delete versus archive', () => {
  it('archives a creation that has order items, asking the archive question', () => {
    const plan = planCreationDeletion(fixtures.creation);
    expect(plan.kind).toBe('archive');
    expect(formatMessage(plan.confirmation)).toBe(
      'This creation has been ordered, so it cannot be deleted. Do you want to archive it?',
    );
    expect(plan.update).toEqual({ is_deleted: true });
  });

  it("deletes one without order items after 'Do you really wanna delete this creation?'", () => {
    for (const orderItems of [[], undefined]) {
      const plan = planCreationDeletion({ order_items: orderItems });
      expect(plan.kind).toBe('delete');
      expect(formatMessage(plan.confirmation)).toBe('Do you really wanna delete this creation?');
      expect(plan.update).toEqual({ is_deleted: true });
    }
  });
});
