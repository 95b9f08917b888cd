import { describe, expect, it } from 'vitest';
import { fixtures } from '../test/fixtures';
import { parseValid, rejectedPaths } from '../test/helpers';
import { UserProfileSchema, UserSchema, UserSummarySchema } from './user';

describe('User (000 §3)', () => {
  it('000 §3: a user is not a creator, public and without producer roles unless stated', () => {
    const user = parseValid(UserSchema, { id: 'u1', name: 'Kai', at_name: 'kai' });
    expect(user).toEqual({
      id: 'u1',
      name: 'Kai',
      at_name: 'kai',
      is_creator: false,
      visibility: 'public',
      userRoleInProducer: [],
    });
  });

  it('000 §1: at_name may not contain a hyphen (creator hosts are cut at the first hyphen)', () => {
    expect(rejectedPaths(UserSchema, { ...fixtures.user, at_name: 'mei-lin' })).toEqual(['at_name']);
  });

  it('000 §5: user visibility is public or private', () => {
    expect(rejectedPaths(UserSchema, { ...fixtures.user, visibility: 'hidden' })).toEqual(['visibility']);
  });

  it('000 §3: userRoleInProducer names the producer by id, name, at_name', () => {
    const input = { ...fixtures.user, userRoleInProducer: [{ role: '', producer: { id: 'p', name: 'P' } }] };
    expect(rejectedPaths(UserSchema, input).sort()).toEqual([
      'userRoleInProducer[0].producer.at_name',
      'userRoleInProducer[0].role',
    ]);
  });

  it('000 §3: a user profile may be empty', () => {
    expect(parseValid(UserProfileSchema, {})).toEqual({});
  });

  it('000 §7: a user summary needs name and at_name', () => {
    expect(rejectedPaths(UserSummarySchema, { name: 'Kai' })).toEqual(['at_name']);
  });
});
