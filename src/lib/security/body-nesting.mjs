// @ts-check
/**
 * How deeply a request body nests arrays and objects (docs/requirements.md, "Input handling"). React's decoding of a
 * server action's arguments recurses once per level and overflows the stack at a few thousand levels, before any of
 * our code sees the input; no input of the shop nests more than a few levels. Plain JavaScript so that server.mjs could
 * call it as well as src/proxy.ts.
 */

/** Deepest nesting a server action's body may have; cleanInput (src/lib/clean-input.ts) stops at the same depth. */
export const MAX_BODY_NESTING = 64;

const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The deepest nesting of `[` and `{` in JSON text, counted outside strings (a bracket inside a string is text); stops
 * reading once it is above `limit` and answers that depth. Text that is not JSON is measured the same way.
 * @param {string} text
 * @param {number} [limit]
 * @returns {number}
 */
export function nestingDepth(text, limit = Infinity) {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if ((c === CLOSE_BRACKET || c === CLOSE_BRACE) && depth > 0) depth--;
  }
  return deepest;
}

/**
 * Whether a POSTed body nests deeper than MAX_BODY_NESTING: the whole text, or each text field of a multipart form
 * (files are left alone: their bytes are not JSON). A body that cannot be read is not judged here.
 * @param {Request} request
 * @returns {Promise<boolean>}
 */
export async function bodyTooDeep(request) {
  try {
    if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      for (const [, value] of await request.formData())
        if (typeof value === 'string' && nestingDepth(value, MAX_BODY_NESTING) > MAX_BODY_NESTING) return true;
      return false;
    }
    return nestingDepth(await request.text(), MAX_BODY_NESTING) > MAX_BODY_NESTING;
  } catch {
    return false;
  }
}
