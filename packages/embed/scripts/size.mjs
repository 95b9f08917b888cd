#!/usr/bin/env node
// Prints the gzipped size of each SDK build in dist/ and fails when one exceeds the
// budget (2.3 kB gzipped: issue 20, no larger than Sketchfab's host library) or carries zod,
// three.js or React.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 2300;
export const FORBIDDEN = [/\bzod\b/i, /ZodError/, /\bTHREE\b/, /three\.module/, /react/i];

/** The size report of one built file: raw and gzipped bytes, and what it must not hold. */
export function measure(name, code) {
  const gzip = gzipSync(code, { level: 9 }).length;
  const forbidden = FORBIDDEN.filter((pattern) => pattern.test(code)).map(String);
  return {
    name,
    bytes: Buffer.byteLength(code),
    gzip,
    forbidden,
    ok: gzip <= BUDGET_BYTES && forbidden.length === 0,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const files = readdirSync(dist).filter((file) => file.endsWith('.js'));
  if (files.length === 0) {
    process.stderr.write('No build in packages/embed/dist; run the build first.\n');
    process.exit(1);
  }
  let failed = false;
  for (const file of files) {
    const report = measure(file, readFileSync(join(dist, file), 'utf8'));
    const verdict = report.ok ? 'ok' : 'OVER BUDGET OR FORBIDDEN CODE';
    process.stdout.write(
      `${file}: ${report.bytes} B, ${report.gzip} B gzipped (budget ${BUDGET_BYTES} B) ${verdict}` +
        (report.forbidden.length ? ` [contains ${report.forbidden.join(', ')}]` : '') +
        '\n',
    );
    failed ||= !report.ok;
  }
  if (failed) process.exit(1);
}
