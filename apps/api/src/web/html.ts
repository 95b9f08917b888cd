/**
 * Writing into the storefront's HTML: everything the server adds to `index.html` goes
 * through these two escapes, so no stored text (a creation's name, an image address) can
 * close a tag or start a script.
 */

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text for a double-quoted attribute value. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"'<>]/g, (char) => ATTRIBUTE_ESCAPES[char] ?? char);
}

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the inside of `<script type="application/json">`: `<`, `>` and `&` as `\u` escapes,
 * so `</script>` or `<!--` in a string cannot end the element, and U+2028 / U+2029 likewise
 * (valid in JSON, line breaks to older JavaScript parsers). The characters can only occur
 * inside JSON strings, where the escapes mean the same characters: `JSON.parse` gives back
 * exactly the value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => JSON_ESCAPES[char] ?? char);
}

/** `<link ...>` with its attributes escaped, in the given order; `true` writes a bare attribute. */
export function linkTag(attributes: Record<string, string | true | undefined>): string {
  const parts = Object.entries(attributes)
    .filter((entry): entry is [string, string | true] => entry[1] !== undefined)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(value)}"`));
  return `<link ${parts.join(' ')}>`;
}
