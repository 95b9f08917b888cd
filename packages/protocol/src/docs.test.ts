/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FunctionName, MessageType } from './constants';
import {
  ERROR_CODES,
  EVENT_NAMES,
  FUNCTION_NAMES,
  FUNCTION_NOT_FOUND_MESSAGE,
  MESSAGE_TYPES,
  RAYCASTER_EVENT,
  VIEWER_ERROR_CODES,
} from './constants';
import { EVENT_SCHEMAS } from './events';
import { FUNCTION_SCHEMAS, RaycastHitSchema } from './functions';
import { MESSAGE_SCHEMAS } from './messages';

/**
 * docs/protocol.md is the reference of the protocol; this test keeps it true to the
 * schemas: every name on both sides, every argument table, every example.
 */
const markdown = readFileSync(new URL('../../../docs/protocol.md', import.meta.url), 'utf8');

interface Entry {
  name: string;
  lines: string[];
  examples: { kind: string; json: string }[];
}

/** The `### \`name\`` entries of each `## Section`, with their text and `json <kind>` blocks. */
function readSections(text: string): Map<string, Entry[]> {
  const sections = new Map<string, Entry[]>();
  let entries: Entry[] = [];
  let entry: Entry | null = null;
  let block: { kind: string; lines: string[] } | null = null;
  for (const line of text.split('\n')) {
    if (block) {
      if (line.startsWith('```')) {
        entry?.examples.push({ kind: block.kind, json: block.lines.join('\n') });
        block = null;
      } else block.lines.push(line);
      continue;
    }
    const fence = /^```json (\w+)/.exec(line);
    if (fence) {
      block = { kind: fence[1]!, lines: [] };
      continue;
    }
    const section = /^## (.+)$/.exec(line);
    if (section) {
      entries = [];
      entry = null;
      sections.set(section[1]!.trim(), entries);
      continue;
    }
    const heading = /^### `([^`]+)`$/.exec(line);
    if (heading) {
      entry = { name: heading[1]!, lines: [], examples: [] };
      entries.push(entry);
      continue;
    }
    entry?.lines.push(line);
  }
  return sections;
}

const sections = readSections(markdown);
const section = (title: string): Entry[] => {
  const entries = sections.get(title);
  if (!entries) throw new Error(`docs/protocol.md has no "## ${title}" section`);
  return entries;
};
const examples = (entry: Entry, kind: string): unknown[] =>
  entry.examples
    .filter((example) => example.kind === kind)
    .map((example) => JSON.parse(example.json) as unknown);

/** The first-column names of the table that follows "**Arguments**". */
function argumentNames(entry: Entry): string[] | 'none' {
  const start = entry.lines.findIndex((line) => line.startsWith('**Arguments**'));
  if (start < 0) throw new Error(`${entry.name}: no **Arguments**`);
  if (/^\*\*Arguments\*\*: none\.?$/.test(entry.lines[start]!)) return 'none';
  const names: string[] = [];
  for (const line of entry.lines.slice(start + 1)) {
    if (names.length > 0 && !line.startsWith('|')) break;
    const cell = /^\| `([^`]+)`/.exec(line);
    if (cell) names.push(cell[1]!);
  }
  return names;
}

describe('docs/protocol.md', () => {
  it('documents every message type, and only those', () => {
    expect(section('Messages').map((entry) => entry.name)).toEqual([...MESSAGE_TYPES]);
  });

  it('gives a valid example of every message type', () => {
    for (const entry of section('Messages')) {
      const messages = examples(entry, 'message');
      expect(messages.length, entry.name).toBeGreaterThan(0);
      for (const message of messages) {
        const parsed = MESSAGE_SCHEMAS[entry.name as MessageType].safeParse(message);
        expect(parsed.error?.issues ?? [], `${entry.name} example`).toEqual([]);
      }
    }
  });

  it('documents every function, and only those', () => {
    expect(section('Functions').map((entry) => entry.name)).toEqual([...FUNCTION_NAMES]);
  });

  it("lists exactly each function's arguments", () => {
    for (const entry of section('Functions')) {
      const shape = Object.keys(FUNCTION_SCHEMAS[entry.name as FunctionName].args.shape);
      const documented = argumentNames(entry);
      expect(documented === 'none' ? [] : documented, entry.name).toEqual(shape);
      if (documented !== 'none') expect(documented.length, `${entry.name}: say "none"`).toBeGreaterThan(0);
    }
  });

  it('gives valid example arguments and results of every function', () => {
    for (const entry of section('Functions')) {
      const schemas = FUNCTION_SCHEMAS[entry.name as FunctionName];
      const args = examples(entry, 'args');
      const results = examples(entry, 'result');
      expect(args.length, `${entry.name} args`).toBeGreaterThan(0);
      expect(results.length, `${entry.name} result`).toBeGreaterThan(0);
      for (const example of args)
        expect(schemas.args.safeParse(example).error?.issues ?? [], entry.name).toEqual([]);
      for (const example of results)
        expect(schemas.result.safeParse(example).error?.issues ?? [], entry.name).toEqual([]);
    }
  });

  it('names only known error codes in each function', () => {
    for (const entry of section('Functions')) {
      const line = entry.lines.find((text) => text.startsWith('Errors:'));
      expect(line, `${entry.name} has an Errors line`).toBeDefined();
      for (const [, code] of line!.matchAll(/`([^`]+)`/g)) expect(ERROR_CODES, entry.name).toContain(code);
    }
  });

  it('documents every event (raycaster included) with a valid example, and only those', () => {
    const entries = section('Events');
    expect(entries.map((entry) => entry.name)).toEqual([...EVENT_NAMES, RAYCASTER_EVENT]);
    for (const entry of entries) {
      const schema =
        entry.name === RAYCASTER_EVENT
          ? RaycastHitSchema
          : EVENT_SCHEMAS[entry.name as keyof typeof EVENT_SCHEMAS];
      const data = examples(entry, 'data');
      expect(data.length, entry.name).toBeGreaterThan(0);
      for (const example of data)
        expect(schema.safeParse(example).error?.issues ?? [], entry.name).toEqual([]);
    }
  });

  it('lists every error code, and only those', () => {
    const start = markdown.indexOf('\n## Errors');
    const table = markdown.slice(start, markdown.indexOf('\n## ', start + 1));
    const codes = [...table.matchAll(/^\| `([a-z_]+)`/gm)].map((match) => match[1]);
    expect(codes).toEqual([...ERROR_CODES]);
    expect(table).toContain(FUNCTION_NOT_FOUND_MESSAGE);
  });

  it('lists every viewer error code of the error event, and only those', () => {
    const error = section('Events').find((entry) => entry.name === 'error')!;
    const codes = error.lines.flatMap((line) => [...(/^\| `([a-z_]+)`/.exec(line)?.slice(1) ?? [])]);
    expect(codes).toEqual([...VIEWER_ERROR_CODES]);
  });
});
