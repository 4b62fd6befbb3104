const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * JSON for a <script type="application/ld+json"> element: `<`, `>` and `&` are written as \u escapes so that
 * stored text can never close the element or open a comment, and U+2028 / U+2029 too, for old JavaScript
 * parsers. The text parses back to the same data.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE, (c) => ESCAPES[c]);
}
