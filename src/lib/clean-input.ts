/**
 * Text that PostgreSQL can store: without NUL characters (text columns refuse U+0000) and without lone UTF-16
 * surrogates (not encodable as UTF-8; they become U+FFFD). Applied to every value a form, an action or an API
 * body hands the server, before validation, so such input is validated like any other text instead of failing
 * in the database (docs/requirements.md, "Input handling").
 */
export function cleanText(value: string): string {
  const text = value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  return text.isWellFormed() ? text : text.toWellFormed();
}

/** cleanText on every string of a JSON-like value (arrays and plain objects copied; depth-limited). */
export function cleanInput<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => cleanInput(v, depth + 1)) as T;
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return value;
  // fromEntries defines own properties: a "__proto__" key stays data and never becomes the prototype
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanText(k), cleanInput(v, depth + 1)])) as T;
}

/**
 * Bidi controls: the embeddings and overrides (U+202A-U+202E), the isolates (U+2066-U+2069) and the direction marks
 * (U+200E, U+200F, U+061C). Typed into a name, an address, an order note or a review, an unclosed override reverses
 * the text that follows it wherever the value is shown (docs/requirements.md, "Input handling").
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The text without bidi controls; the page isolates the value itself (docs/architecture.md, "Right-to-left text"). */
export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}
