import { readFile } from 'node:fs/promises';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { DEFAULT_LOCALE, NAMESPACES, type Locale } from './locales';
import { isObject, mergeMessages, type Messages } from './merge';

const cache = new Map<Locale, Promise<Messages>>();

async function readNamespace(locale: Locale, ns: string): Promise<Messages> {
  try {
    const file = path.join(process.cwd(), 'public', 'locales', locale, `${ns}.json`);
    return JSON.parse(await readFile(file, 'utf8')) as Messages;
  } catch {
    return {};
  }
}

async function load(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const own = await readNamespace(locale, ns);
      const base = locale === DEFAULT_LOCALE ? {} : await readNamespace(DEFAULT_LOCALE, ns);
      return [ns, mergeMessages(base, own)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Messages of a locale, by namespace, with English filling any missing key (the texts as written; translators take loadCompiledMessages). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let p = cache.get(locale);
  if (!p) {
    p = load(locale);
    cache.set(locale, p);
  }
  return p;
}

/**
 * Every message precompiled (icu-minify): next-intl formats them with its small runtime
 * (`use-intl/format-message` is aliased to `format-only` in next.config.ts and vitest.config.mts), so neither the
 * browser nor the server parses ICU at run time, and intl-messageformat (10 kB gzip) leaves every page's first load.
 * A message without arguments stays a plain string.
 */
export function compileMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([k, v]) => [k, typeof v === 'string' ? plain(compile(v)) : isObject(v) ? compileMessages(v) : v]),
  );
}

/** icu-minify builds plural and select branches as null-prototype objects, which React will not pass to the browser. */
function plain(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(plain);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

const compiledCache = new Map<Locale, Promise<Messages>>();

/** The messages of a locale as next-intl's translators take them (compiled; see compileMessages). */
export function loadCompiledMessages(locale: Locale): Promise<Messages> {
  let p = compiledCache.get(locale);
  if (!p) {
    p = loadMessages(locale).then(compileMessages);
    compiledCache.set(locale, p);
  }
  return p;
}

/**
 * The messages every store page gives the browser (docs/requirements.md, "First load"): what the layout's client components translate with
 * (header, search, menus, tab bar, cookie notice, footer newsletter), the product cards' controls and the unit words. A page whose own
 * client components need more wraps its content in <ClientMessages paths={[...]}> (src/i18n/client-messages.tsx),
 * which adds those to these in the browser: the account forms get `account`, the checkout `checkout`, and so on. The
 * dashboard layout hands its client components all messages.
 * messages.test.ts reads, from the import graph of every store route, which keys its client components translate
 * with, and checks these plus the route's own ClientMessages cover them.
 */
export const STORE_CLIENT_MESSAGES = [
  'common',
  'catalogue.search_your_product',
  'catalogue.searchButton',
  'catalogue.searchResults',
  'catalogue.noSearchResults',
  'catalogue.fromPrice',
  'catalogue.actions',
  // the search results' and the cards' unit words (src/domain/catalogue/units.ts)
  'catalogue.units',
  'checkout.compare',
  'checkout.wishlist.title',
  'checkout.wishlist.viewWishlist',
  'content.newsletter',
] as const;

/** The parts of `messages` named by `paths` (namespaces or dotted sub-trees), nested as in the original. */
export function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const out: Messages = {};
  for (const p of paths) {
    const keys = p.split('.');
    let from: unknown = messages;
    for (const k of keys) from = isObject(from) ? from[k] : undefined;
    if (from === undefined) continue;
    let to = out;
    for (const k of keys.slice(0, -1)) {
      if (!isObject(to[k])) to[k] = {};
      to = to[k] as Messages;
    }
    to[keys[keys.length - 1]] = from;
  }
  return out;
}
