import 'server-only';
import sanitize from 'sanitize-html';
import { compactTranslations, type ContentTranslations } from '@/domain/content/translations';

const SITE_HOSTS = new Set(['localhost', '127.0.0.1']);

/** true for http(s), mailto and relative URLs; everything else (javascript:, data:, vbscript:...) is refused */
function isSafeHref(href: string): boolean {
  const v = href.trim();
  if (v === '') return false;
  if (v.startsWith('/') || v.startsWith('#') || v.startsWith('?')) return !v.startsWith('//');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v);
  if (!scheme) return !/[\u0000-\u001f]/.test(v);
  return ['http', 'https', 'mailto'].includes(scheme[1].toLowerCase());
}

function isSafeSrc(src: string): boolean {
  const v = src.trim();
  if (v === '' || v.startsWith('//')) return false;
  if (v.startsWith('/')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v);
  if (!scheme) return !/[\u0000-\u001f]/.test(v);
  return ['http', 'https'].includes(scheme[1].toLowerCase());
}

function isExternal(href: string): boolean {
  try {
    const u = new URL(href);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !SITE_HOSTS.has(u.hostname);
  } catch {
    return false;
  }
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'blockquote',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'code',
    'pre',
    'span',
    'sub',
    'sup',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
  },
  // scheme checks are done in the transforms below (stricter than the defaults: no data: anywhere)
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    a: (tagName, attribs) => {
      const { href = '', title } = attribs;
      if (!isSafeHref(href)) return { tagName, attribs: title ? { title } : {} };
      const out: Record<string, string> = { href: href.trim() };
      if (title) out.title = title;
      if (isExternal(href)) {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: Record<string, string> = {};
      for (const k of ['alt', 'title', 'width', 'height'] as const) if (attribs[k] !== undefined) out[k] = attribs[k];
      if (attribs.src && isSafeSrc(attribs.src)) out.src = attribs.src.trim();
      return { tagName, attribs: out };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * The one sanitiser for rich text (blog posts, content pages, FAQ answers, product descriptions): used when content
 * is saved and again when it is rendered, so what the editor kept on save the page shows. Keeps headings, paragraphs, lists, links (http/https/mailto/
 * relative), images (http/https/relative), tables, quotes and inline formatting; drops scripts, styles,
 * frames, every event-handler attribute and javascript:/data: URLs.
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html ?? '', OPTIONS);
}

/** Plain text of a rich-text fragment (excerpts, meta descriptions, structured data). */
export function richTextToPlain(html: string): string {
  return sanitize(html ?? '', {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe'],
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Translations as stored (docs/requirements.md, "Content in four languages"): blank texts dropped, the `rich` fields
 * sanitised as the English rich text, plain fields trimmed. An editor left empty sends "<p></p>": a rich text without
 * words or pictures is no translation (the English one stands in).
 */
export function sanitizeTranslations<F extends string>(
  translations: ContentTranslations | null | undefined,
  rich: readonly F[],
): ContentTranslations {
  return compactTranslations(translations, (field, text) => {
    if (!(rich as readonly string[]).includes(field)) return text.trim();
    const clean = sanitizeRichText(text);
    return richTextToPlain(clean) || /<img\s/i.test(clean) ? clean : '';
  });
}

/**
 * Stored translations with each `rich` field sanitised again for rendering, by the same rules as the English rich text.
 */
export function sanitizeStoredTranslations<T extends ContentTranslations>(translations: T | null | undefined, rich: readonly string[]): T {
  const out: ContentTranslations = {};
  for (const [locale, fields] of Object.entries(translations ?? {}) as [keyof ContentTranslations, Record<string, string>][]) {
    if (!fields) continue;
    out[locale] = Object.fromEntries(Object.entries(fields).map(([f, text]) => [f, rich.includes(f) ? sanitizeRichText(text) : text]));
  }
  return out as T;
}
