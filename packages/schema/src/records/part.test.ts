import { describe, expect, it } from 'vitest';
import { parseValid, rejectedPaths } from '../test/helpers';
import { PartSchema } from './part';

describe('Part (001 §3, 002 §3)', () => {
  it('002 §3: a part is visible and allows no materials unless stated', () => {
    expect(parseValid(PartSchema, { value: 'p1', text: 'Body' })).toEqual({
      value: 'p1',
      text: 'Body',
      materials: [],
      visible: true,
    });
  });

  it('002 §3: a part needs a value (its id)', () => {
    expect(rejectedPaths(PartSchema, { value: '', text: 'Body' })).toEqual(['value']);
  });

  it('002 §3: an allowed material is listed once', () => {
    expect(rejectedPaths(PartSchema, { value: 'p1', text: 'Body', materials: ['m1', 'm1'] })).toEqual([
      'materials[1]',
    ]);
  });
});
