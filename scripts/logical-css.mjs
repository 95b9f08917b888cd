#!/usr/bin/env node
// Issue 18: right-to-left languages (Arabic, Hebrew, Persian, Urdu) mirror the layout, so the
// stylesheets say "start"/"end" instead of "left"/"right". This codemod rewrites physical
// properties to logical ones in apps/web/src/**/*.css and packages/ui/src/**/*.css; it is
// idempotent (run it again after merging other work: `node scripts/logical-css.mjs`).
// `--check` only lists what is left and exits 1 if anything is.
//
// Kept physical, by design:
// - `left: 50%` / `right: 50%` (centring with translateX(-50%) is the same in both directions;
//   its logical twin would push the box off-centre in right-to-left),
// - any declaration with a `/* physical: <reason> */` comment on its line.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CSS_ROOTS = ['apps/web/src', 'packages/ui/src'];

const SIDE = { left: 'start', right: 'end' };
// A declaration's property name starts after `{`, `;` or a line's indentation.
const AT = String.raw`(^|[{;]|^\s+|[{;]\s*)`;

/** [pattern, replacement] pairs, applied in order (longer property names first). */
const RULES = [
  // border-top-left-radius -> border-start-start-radius, etc.
  [
    new RegExp(String.raw`${AT}border-(top|bottom)-(left|right)-radius(\s*:)`, 'gm'),
    (_, at, block, side, colon) =>
      `${at}border-${block === 'top' ? 'start' : 'end'}-${SIDE[side]}-radius${colon}`,
  ],
  // border-left(-width|-color|-style)? -> border-inline-start...
  [
    new RegExp(String.raw`${AT}border-(left|right)(-width|-color|-style)?(\s*:)`, 'gm'),
    (_, at, side, part = '', colon) => `${at}border-inline-${SIDE[side]}${part}${colon}`,
  ],
  [
    new RegExp(String.raw`${AT}(margin|padding)-(left|right)(\s*:)`, 'gm'),
    (_, at, box, side, colon) => `${at}${box}-inline-${SIDE[side]}${colon}`,
  ],
  [
    new RegExp(String.raw`${AT}(left|right)(\s*:)(?!\s*50%)`, 'gm'),
    (_, at, side, colon) => `${at}inset-inline-${SIDE[side]}${colon}`,
  ],
  [
    new RegExp(String.raw`${AT}text-align(\s*:\s*)(left|right)\b`, 'gm'),
    (_, at, colon, side) => `${at}text-align${colon}${SIDE[side]}`,
  ],
  [
    new RegExp(String.raw`${AT}float(\s*:\s*)(left|right)\b`, 'gm'),
    (_, at, colon, side) => `${at}float${colon}inline-${SIDE[side]}`,
  ],
];

const KEEP = /\/\*\s*physical:/;

/** The stylesheet with every physical property that has a logical twin rewritten. */
export function toLogical(css) {
  return css
    .split('\n')
    .map((line) =>
      KEEP.test(line) ? line : RULES.reduce((text, [pattern, to]) => text.replace(pattern, to), line),
    )
    .join('\n');
}

/** Physical declarations left in a stylesheet, as `line: text` (what `--check` and the test report). */
export function physicalDeclarations(css) {
  const found = [];
  css.split('\n').forEach((line, index) => {
    if (!KEEP.test(line) && toLogical(line) !== line) found.push(`${index + 1}: ${line.trim()}`);
  });
  return found;
}

/** Every stylesheet under the roots. */
export function cssFiles(root) {
  const files = [];
  const visit = (dir) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) visit(path);
      else if (name.endsWith('.css')) files.push(path);
    }
  };
  for (const base of CSS_ROOTS) visit(join(root, base));
  return files.sort();
}

function main() {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const check = process.argv.includes('--check');
  let changed = 0;
  const left = [];
  for (const file of cssFiles(root)) {
    const css = readFileSync(file, 'utf8');
    if (check) {
      for (const found of physicalDeclarations(css)) left.push(`${relative(root, file)}:${found}`);
      continue;
    }
    const logical = toLogical(css);
    if (logical !== css) {
      writeFileSync(file, logical);
      changed += 1;
    }
  }
  if (check) {
    for (const line of left) console.log(line);
    process.exit(left.length > 0 ? 1 : 0);
  }
  console.log(`logical-css: ${changed} file(s) rewritten`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
