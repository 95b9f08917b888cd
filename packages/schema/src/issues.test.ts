import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssuePath, formatIssues, parseOrIssues } from './issues';
import { CreationSchema } from './records/creation';
import { FieldSchema } from './records/field';
import { fixtures } from './test/fixtures';

describe('parseOrIssues', () => {
  it('answers the parsed value, with defaults applied, for a valid input', () => {
    const result = parseOrIssues(z.object({ a: z.number().default(1) }), {});
    expect(result).toEqual({ ok: true, value: { a: 1 } });
  });

  it('lists every problem with its path written a.b[0].c, and never throws', () => {
    const creation = fixtures.creation;
    const input = {
      ...creation,
      visibility: 'friends',
      totalPrice: -5,
      combination_config: {
        ...creation.combination_config,
        decals: {
          ...creation.combination_config.decals,
          placed: [{ ...fixtures.placedDecal, rotation: 400, scale: { x: 0, y: 1 } }],
        },
      },
    };
    const result = parseOrIssues(CreationSchema, input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path).sort()).toEqual([
      'combination_config.decals.placed[0].rotation',
      'combination_config.decals.placed[0].scale.x',
      'totalPrice',
      'visibility',
    ]);
    for (const issue of result.issues) expect(issue.message).not.toBe('');
  });

  it('reports a wrong input type at the root with an empty path', () => {
    expect(parseOrIssues(CreationSchema, undefined)).toEqual({
      ok: false,
      issues: [{ path: '', message: 'Invalid input: expected object, received undefined' }],
    });
  });

  it('spells out why no alternative of a union matched', () => {
    const result = parseOrIssues(z.object({ title: z.union([z.string(), z.number()]) }), { title: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]?.path).toBe('title');
    expect(result.issues[0]?.message).toContain('expected string');
    expect(result.issues[0]?.message).toContain('expected number');
  });

  it('spells out nested reasons inside a union alternative', () => {
    const result = parseOrIssues(FieldSchema, { ...fixtures.fields.text, title: { EN: 'Note' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]?.path).toBe('title');
    expect(result.issues[0]?.message).toContain('EN: Invalid key in record: Expected a language tag');
  });

  it('names the allowed values of an unknown field type', () => {
    const result = parseOrIssues(FieldSchema, { ...fixtures.fields.text, type: 'slider' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]?.path).toBe('type');
    expect(result.issues[0]?.message).toContain('materialSelect');
  });

  it('explains a bad record key', () => {
    const result = parseOrIssues(z.record(z.string().regex(/^[a-z]+$/), z.string()), { BAD: 'x' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]?.path).toBe('BAD');
    expect(result.issues[0]?.message).toContain('must match pattern');
  });
});

describe('formatIssuePath', () => {
  it('writes numbers as indices and names with dots', () => {
    expect(formatIssuePath(['a', 'b', 0, 'c'])).toBe('a.b[0].c');
  });
  it('quotes keys that are not identifiers', () => {
    expect(formatIssuePath(['title', 'zh-TW'])).toBe('title["zh-TW"]');
  });
  it('writes the input itself as an empty path', () => {
    expect(formatIssuePath([])).toBe('');
  });
});

describe('formatIssues', () => {
  it('writes one readable line per issue', () => {
    expect(
      formatIssues([
        { path: 'decals.placed[0].rotation', message: 'Too big: expected number to be <=360' },
        { path: '', message: 'Invalid input' },
      ]),
    ).toBe('- decals.placed[0].rotation: Too big: expected number to be <=360\n- (root): Invalid input');
  });
});
