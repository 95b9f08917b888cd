/**
 * Finds what is wrong with one language's catalogue against the English one, for the
 * catalogue tests of the editor (its frame and its steps). A translation must have exactly
 * the English keys, no empty text, the same `{{placeholders}}` (written exactly alike, as
 * often), and no text left in English: a stub copies English, and the type checker cannot
 * see that.
 */

/** What is wrong with one key of a translated catalogue. */
export type CatalogueProblem = 'missing' | 'extra' | 'empty' | 'placeholders' | 'stub';

export interface CatalogueIssue {
  readonly key: string;
  readonly problem: CatalogueProblem;
}

/**
 * Texts with fewer letters than this may equal English without being a stub ('OK', 'HKD',
 * 'X', 'px'); longer identical texts must be allowed one by one, with a reason.
 */
export const STUB_MIN_LETTERS = 4;

/** Every `{{...}}` token of a text, written exactly as it stands, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{[^{}]*\}\}/g)].map((match) => match[0]).sort();
}

const letterCount = (text: string) => text.replace(/\{\{[^{}]*\}\}/g, '').match(/\p{L}/gu)?.length ?? 0;

/** Whether `translated` is the English text left as it is, where that cannot be a translation. */
export function isStub(english: string, translated: string, identicalAllowed: ReadonlySet<string>): boolean {
  return translated === english && letterCount(english) >= STUB_MIN_LETTERS && !identicalAllowed.has(english);
}

/**
 * The issues of `translated` against `english`, in English key order then extra keys;
 * none for a good translation. `identicalAllowed` lists English texts that the language
 * genuinely writes the same way (a brand name, a loanword).
 */
export function auditCatalogue(
  english: Readonly<Record<string, string>>,
  translated: Readonly<Record<string, string>>,
  identicalAllowed: ReadonlySet<string> = new Set(),
): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  for (const [key, text] of Object.entries(english)) {
    const translation = translated[key];
    if (translation === undefined) issues.push({ key, problem: 'missing' });
    else if (translation.trim() === '') issues.push({ key, problem: 'empty' });
    else if (placeholdersOf(translation).join() !== placeholdersOf(text).join())
      issues.push({ key, problem: 'placeholders' });
    else if (isStub(text, translation, identicalAllowed)) issues.push({ key, problem: 'stub' });
  }
  for (const key of Object.keys(translated))
    if (!Object.hasOwn(english, key)) issues.push({ key, problem: 'extra' });
  return issues;
}

/**
 * The allowed identical texts that no catalogue uses any more, so the list of exceptions
 * cannot outlive its reasons.
 */
export function unusedExceptions(
  identicalAllowed: ReadonlySet<string>,
  pairs: readonly (readonly [english: string, translated: string])[],
): string[] {
  const used = new Set(
    pairs.filter(([english, translated]) => english === translated).map(([english]) => english),
  );
  return [...identicalAllowed].filter((text) => !used.has(text));
}
