/** A text that is either plain or a map of language to text ({ en, 'zh-TW' }). */
export function localized(
  text: string | Readonly<Record<string, string>> | undefined,
  language: string,
): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[language] ?? text[language.split('-')[0] ?? ''] ?? text.en ?? Object.values(text)[0] ?? '';
}
