import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssFiles, physicalDeclarations, toLogical } from './logical-css.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');

describe('logical CSS (issue 18: right-to-left languages mirror the layout)', () => {
  it('rewrites physical properties to logical ones, and is idempotent', () => {
    const css = [
      '.a {',
      '  margin-left: 4px;',
      '  padding-right: 2px;',
      '  left: 0;',
      '  text-align: right;',
      '  border-left: 1px solid;',
      '  border-right-color: red;',
      '  border-bottom-right-radius: 2px;',
      '  float: left;',
      '}',
      '.b { right: 3px; margin-right: auto }',
    ].join('\n');
    const logical = toLogical(css);
    expect(logical).toBe(
      [
        '.a {',
        '  margin-inline-start: 4px;',
        '  padding-inline-end: 2px;',
        '  inset-inline-start: 0;',
        '  text-align: end;',
        '  border-inline-start: 1px solid;',
        '  border-inline-end-color: red;',
        '  border-end-end-radius: 2px;',
        '  float: inline-start;',
        '}',
        '.b { inset-inline-end: 3px; margin-inline-end: auto }',
      ].join('\n'),
    );
    expect(toLogical(logical)).toBe(logical);
    expect(physicalDeclarations(css)).toHaveLength(9);
    expect(physicalDeclarations(logical)).toEqual([]);
  });

  it('keeps centring at 50%, values that name a side, and lines marked physical', () => {
    const css =
      '  left: 50%;\n  transition: left 0.2s;\n  right: 0; /* physical: the 3D canvas */\n.left-rail { top: 0 }';
    expect(toLogical(css)).toBe(css);
  });

  it('no stylesheet of the web app or the UI kit uses a physical property', () => {
    const left = cssFiles(root).flatMap((file) =>
      physicalDeclarations(readFileSync(file, 'utf8')).map((found) => `${relative(root, file)}:${found}`),
    );
    // Run `node scripts/logical-css.mjs` to rewrite them; mark a must-stay one `/* physical: why */`.
    expect(left).toEqual([]);
    expect(cssFiles(root).length).toBeGreaterThan(30);
  });
});
