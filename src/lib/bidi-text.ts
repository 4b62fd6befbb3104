/**
 * A value written in another script (a Latin name, code or address) isolated inside plain text with FSI…PDI, so in a
 * right-to-left line the brackets and words around it keep their place (docs/architecture.md, "Right-to-left text").
 * For markup, use <bdi> or dir="auto" instead (src/components/ui/bidi.tsx).
 */
export function isolateText(text: string): string {
  return `\u2068${text}\u2069`;
}

/** `isolateText` on a right-to-left page, the value as it is on a left-to-right one (where nothing needs isolating). */
export const isolateFor = (dir: 'ltr' | 'rtl'): ((text: string) => string) => (dir === 'rtl' ? isolateText : (text) => text);
