import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES_EN } from '@atelier/domain';
import { LANGUAGES } from '@atelier/ui';
import { describe, expect, it } from 'vitest';
import { SAME_AS_ENGLISH } from './sameAsEnglish';

/**
 * Issue 18: every catalogue of the eight complete languages has every key, no extra one, and no
 * English copy outside the allow-list (`sameAsEnglish.ts`, with reasons). Catalogues are found
 * by file name, so a new namespace is covered as soon as it exists: a folder with `ja.ts` beside
 * `en.ts` under the web app, the UI kit, the API (server texts) or the domain (notifications).
 */

const ROOT = join(__dirname, '../../../../..');
const BASES = ['apps/web/src', 'packages/ui/src', 'apps/api/src', 'packages/domain/src'];
const FILE: Readonly<Record<string, string>> = { 'zh-TW': 'zh-TW.ts', 'zh-CN': 'zh-CN.ts' };
const fileOf = (language: string) => FILE[language] ?? `${language}.ts`;

function catalogueFolders(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) catalogueFolders(path, out);
    else if (name === 'ja.ts' && readdirSync(dir).includes('en.ts')) out.push(dir);
  }
  return out;
}

type Tree = { readonly [key: string]: unknown };
const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const camel = (language: string) => language.replace('-', '');

/** A language module's catalogue: its one object export, its language's export, or texts + messages. */
function catalogueOf(module: Tree, language: string): Tree {
  const objects = Object.entries(module).filter(([, value]) => isTree(value));
  if (objects.length === 1) return objects[0]?.[1] as Tree;
  const named = module[camel(language)];
  if (isTree(named)) return named;
  if (isTree(module.texts))
    return { texts: module.texts, ...(isTree(module.messages) ? { messages: module.messages } : {}) };
  throw new Error(`No catalogue found among ${Object.keys(module).join(', ')}`);
}

/** Every text of a catalogue, by its dotted path. */
function leaves(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) leaves(value, path, out);
    else if (typeof value === 'string') out.set(path, value);
    else if (Array.isArray(value))
      value.forEach((item, index) =>
        isTree(item)
          ? leaves(item, `${path}.${index}`, out)
          : typeof item === 'string' && out.set(`${path}.${index}`, item),
      );
  }
  return out;
}

/**
 * English's texts: the `en` module; where English keeps only its own texts and takes the domain
 * messages from MESSAGES_EN (texts + messages in the other languages), those messages are added.
 */
function englishOf(english: Tree, other: Tree): Map<string, string> {
  if (isTree(other.texts) && isTree(other.messages) && !isTree(english.texts)) {
    const texts = leaves(english, 'texts');
    for (const key of Object.keys(other.messages))
      texts.set(
        `messages.${key}`,
        (MESSAGES_EN as Readonly<Record<string, string>>)[key] ?? `(no English for ${key})`,
      );
    return texts;
  }
  return leaves(english);
}

/** Whether a text has words to translate, beside its placeholders. */
const hasWords = (text: string) => /\p{L}{2}/u.test(text.replace(/\{\{\w+\}\}/g, ''));

const folders = BASES.flatMap((base) => catalogueFolders(join(ROOT, base))).map((dir) =>
  dir.slice(ROOT.length + 1),
);

describe('every catalogue of the eight complete languages', () => {
  it('finds the catalogues: ui, storefront, feature namespaces, editor, server and notifications', () => {
    expect(folders).toEqual(
      expect.arrayContaining([
        'packages/ui/src/i18n/locales',
        'apps/web/src/i18n/messages',
        'apps/web/src/account/checkout/i18n',
        'apps/web/src/editor/i18n/catalogues',
        'apps/api/src/i18n/errors',
        'packages/domain/src/notifications',
      ]),
    );
    expect(folders.length).toBeGreaterThanOrEqual(20);
  });

  describe.each(folders)('%s', (folder) => {
    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      '%s has every key, no extra one, and no English copy',
      async (language) => {
        const own = leaves(catalogueOf(await import(join(ROOT, folder, fileOf(language))), language));
        const english = englishOf(
          catalogueOf(await import(join(ROOT, folder, 'en.ts')), 'en'),
          catalogueOf(await import(join(ROOT, folder, fileOf(language))), language),
        );
        expect(
          [...own.keys()].filter((key) => !english.has(key)),
          'extra keys',
        ).toEqual([]);
        expect(
          [...english.keys()].filter((key) => !own.has(key)),
          'missing keys',
        ).toEqual([]);
        const allowed = SAME_AS_ENGLISH[language] ?? {};
        const copies = [...english]
          .filter(([key, text]) => own.get(key) === text && hasWords(text) && !(text in allowed))
          .map(([key, text]) => `${key}: ${text}`);
        expect(copies, 'English copies not in sameAsEnglish.ts').toEqual([]);
      },
    );
  });
});
