// @ts-check
/**
 * next-intl's runtime for precompiled messages (use-intl's `format-only`, aliased here in next.config.ts and
 * vitest.config.mts), with one change: a number given to a plain argument ("{count} boxes", "{area} sq ft") is written
 * in the page language's digits and decimal mark, as `#` in a plural and every amount already are (Bengali digits on
 * /bn, "23,05" on /fr). The runtime writes a plain argument with String(), which put Latin digits beside Bengali ones
 * on the same page. No grouping ("2026" stays "2026"). docs/architecture.md, "Internationalisation".
 */
import formatOnly from '../../node_modules/use-intl/dist/esm/production/format-message/format-only.js';

/** The number format of a plain argument: the language's digits, no thousands separator, every decimal kept. */
const PLAIN_NUMBER = { useGrouping: false, maximumFractionDigits: 20 };

/**
 * A compiled message (a list of parts: text, `0` for `#`, or [name, type?, …]) with each plain argument named in
 * `numeric` turned into a number argument. Plurals', selects' and rich tags' inner messages are walked too.
 * @param {unknown[]} parts @param {Set<string>} numeric @returns {unknown[]}
 */
export function numbersInLanguage(parts, numeric) {
  return parts.map((part) => {
    if (!Array.isArray(part)) return part;
    const [name, type, ...rest] = part;
    if (type === undefined) return numeric.has(name) ? [name, 4, PLAIN_NUMBER] : part;
    // a rich tag: its children follow the name
    if (typeof type !== 'number' || type === 0) return [name, ...numbersInLanguage([type, ...rest], numeric)];
    // select, plural, selectordinal: an object of branches, each a string, `#` or a list of parts
    if (type === 1 || type === 2 || type === 3) {
      const branches = Object.fromEntries(
        Object.entries(rest[0]).map(([key, branch]) => [key, Array.isArray(branch) ? numbersInLanguage(branch, numeric) : branch]),
      );
      return [name, type, branches, ...rest.slice(1)];
    }
    return part;
  });
}

/** @type {WeakMap<object, Map<string, unknown[]>>} rewritten messages, per compiled message and numeric argument names */
const rewritten = new WeakMap();

/** @param {...any} args the runtime's own: (key, message, values, options) */
export default function formatMessage(...args) {
  const [, message, values] = args;
  if (Array.isArray(message) && values) {
    const numeric = Object.keys(values).filter((k) => typeof values[k] === 'number');
    if (numeric.length) {
      const key = numeric.sort().join('\0');
      let byNames = rewritten.get(message);
      if (!byNames) rewritten.set(message, (byNames = new Map()));
      let parts = byNames.get(key);
      if (!parts) byNames.set(key, (parts = numbersInLanguage(message, new Set(numeric))));
      args[1] = parts;
    }
  }
  return formatOnly(...args);
}
formatMessage.raw = formatOnly.raw;
