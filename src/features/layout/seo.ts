import type { Metadata } from 'next';
import type { Settings } from '@/domain/settings/settings';
import { WEEKDAYS, type Weekday } from '@/domain/settings/opening-hours';
import { localizedPath } from '@/i18n/locale-route.mjs';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@/i18n/locales';
import { siteOrigin } from '@/lib/site-origin';
import type { FallbackLang } from '@/domain/content/translations';
import type { SettingsTextField } from '@/domain/settings/settings-texts';

type SeoSettings = Pick<Settings, 'name' | 'title' | 'description' | 'seo' | 'favicon' | 'logo' | 'script'> & {
  /** the texts shown in English on a page of another language (localizeSettings) */
  lang?: FallbackLang<SettingsTextField>;
};

/** Open Graph's locale of each language (language_TERRITORY as Facebook reads it; the shop is in Canada). */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_CA', fr: 'fr_CA', bn: 'bn_BD', ar: 'ar_AR' };

/** og:locale of the page and og:locale:alternate of the other three languages. */
export function openGraphLocales(locale: Locale): { locale: string; alternateLocale: string[] } {
  return { locale: OG_LOCALES[locale], alternateLocale: LOCALES.filter((l) => l.id !== locale).map((l) => OG_LOCALES[l.id]) };
}

/**
 * The first text written in the page's language (not standing in), else the first one there is: on a French page a
 * French shop title wins over the English SEO title.
 */
function firstText(candidates: [string, boolean][]): string {
  return candidates.find(([t, fallback]) => t && !fallback)?.[0] ?? candidates.find(([t]) => t)?.[0] ?? '';
}

function absolute(url: string, siteUrl: string): string {
  try {
    return new URL(url, siteUrl).toString();
  } catch {
    return url;
  }
}

/**
 * The site-wide head (docs/requirements.md, "Page head"): title, description, keywords, Open Graph, Twitter, robots,
 * verification, favicon. `s` carries its texts in the page's language (localizeSettings); `locale` gives og:locale.
 */
export function rootMetadata(s: SeoSettings, siteUrl: string, locale: Locale = DEFAULT_LOCALE): Metadata {
  const l = s.lang ?? {};
  const title =
    firstText([
      [s.seo.title, !!l.seoTitle],
      [s.title, !!l.title],
    ]) || s.name;
  const description = firstText([
    [s.seo.description, !!l.seoDescription],
    [s.description, !!l.description],
  ]);
  const image = s.seo.image || s.logo[0]?.url;
  const images = image ? [{ url: absolute(image, siteUrl) }] : undefined;
  return {
    metadataBase: new URL(siteUrl),
    title: { default: title, template: `%s | ${s.name}` },
    description,
    keywords: s.seo.keyword
      ? s.seo.keyword
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean)
      : undefined,
    applicationName: s.name,
    robots: { index: true, follow: true },
    icons: s.favicon[0]?.url ? { icon: s.favicon[0].url } : undefined,
    openGraph: { type: 'website', siteName: s.name, title, description, url: siteUrl, images, ...openGraphLocales(locale) },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images: images?.map((i) => i.url) },
    verification: s.script.googleSiteVerificationId ? { google: s.script.googleSiteVerificationId } : undefined,
    other: s.script.facebookAppId ? { 'fb:app_id': s.script.facebookAppId } : undefined,
  };
}

export interface PageSeo {
  /** visible page title, used when there is no SEO title */
  title: string;
  seoTitle?: string | null;
  description?: string | null;
  /** path or absolute URL of the canonical page */
  url?: string;
  image?: string | null;
  siteName?: string;
}

/** Per-page head (docs/requirements.md, "Page head": pages may give their own title, SEO title, description, URL and image). */
export function pageMetadata(p: PageSeo): Metadata {
  const title = p.seoTitle || p.title;
  const description = p.description || undefined;
  const images = p.image ? [{ url: p.image }] : undefined;
  return {
    title,
    description,
    alternates: p.url ? { canonical: p.url } : undefined,
    openGraph: { type: 'website', title, description, url: p.url, images, siteName: p.siteName },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images: images?.map((i) => i.url) },
  };
}

const DAY_NAMES: Record<string, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};
/** The open days grouped by their hours (one schema.org specification each). */
function groupsByHours(h: Settings['openingHours']) {
  const groups = new Map<string, { opens: string; closes: string; days: Weekday[] }>();
  for (const d of WEEKDAYS) {
    const x = h[d];
    if (x.closed) continue;
    const k = `${x.opens}-${x.closes}`;
    const g = groups.get(k) ?? { opens: x.opens, closes: x.closes, days: [] };
    g.days.push(d);
    groups.set(k, g);
  }
  return [...groups.values()];
}

/** schema.org openingHours text: consecutive days collapse into a range ("Mo-Fr 09:00-17:30, Sa 10:00-16:00"). */
export function openingHoursText(h: Settings['openingHours']): string {
  return groupsByHours(h)
    .map((g) => {
      const runs: Weekday[][] = [];
      for (const d of g.days) {
        const last = runs.at(-1);
        if (last && WEEKDAYS.indexOf(d) === WEEKDAYS.indexOf(last.at(-1)!) + 1) last.push(d);
        else runs.push([d]);
      }
      return `${runs.map((r) => (r.length > 1 ? `${r[0]}-${r.at(-1)}` : r[0])).join(',')} ${g.opens}-${g.closes}`;
    })
    .join(', ');
}

/** Splits a Canadian address ("7350 120 St, Surrey, BC V3W 3M9, Canada") into schema.org PostalAddress parts. */
export function postalAddress(full: string): Record<string, string> {
  const parts = full
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const m = parts.length >= 3 ? /^([A-Z]{2})\s+([A-Z]\d[A-Z]\s?\d[A-Z]\d)$/i.exec(parts[2]) : null;
  if (!m) return { '@type': 'PostalAddress', streetAddress: full };
  return {
    '@type': 'PostalAddress',
    streetAddress: parts[0],
    addressLocality: parts[1],
    addressRegion: m[1].toUpperCase(),
    postalCode: m[2].toUpperCase(),
    addressCountry: /canada/i.test(parts[3] ?? 'Canada') ? 'CA' : (parts[3] ?? ''),
  };
}

type BusinessSettings = Pick<
  Settings,
  'name' | 'description' | 'email' | 'phoneHeader' | 'logo' | 'social' | 'openingHours' | 'priceRange' | 'geo'
>;

/** JSON-LD of the business (docs/requirements.md, "Page head"). */
export function businessJsonLd(s: BusinessSettings, address: string, siteUrl: string): Record<string, unknown> {
  const sameAs = Object.values(s.social).filter((u) => /^https?:\/\//.test(u));
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeGoodsStore',
    '@id': `${siteUrl}#store`,
    name: s.name,
    description: s.description,
    url: siteUrl,
    logo: s.logo[0]?.url ? absolute(s.logo[0].url, siteUrl) : undefined,
    image: s.logo[0]?.url ? absolute(s.logo[0].url, siteUrl) : undefined,
    telephone: s.phoneHeader,
    email: s.email,
    priceRange: s.priceRange,
    address: postalAddress(address),
    geo: { '@type': 'GeoCoordinates', latitude: s.geo.latitude, longitude: s.geo.longitude },
    openingHours: openingHoursText(s.openingHours),
    openingHoursSpecification: groupsByHours(s.openingHours).map((g) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: g.days.map((d) => DAY_NAMES[d]),
      opens: g.opens,
      closes: g.closes,
    })),
    sameAs,
  };
}

/**
 * hreflang alternates of a page in the four languages plus x-default (English), and its canonical address in the
 * page's own language. `path` is the unprefixed path (/shop/laminate).
 */
export function languageAlternates(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  const base = siteOrigin();
  const url = (l: Locale) => `${base}${localizedPath(path, l)}`.replace(/(.)\/$/, '$1');
  const languages: Record<string, string> = Object.fromEntries(LOCALES.map((l) => [l.id, url(l.id)]));
  return { canonical: url(locale), languages: { ...languages, 'x-default': url(DEFAULT_LOCALE) } };
}

/** A page's metadata with its language alternates (see languageAlternates). */
export async function withAlternates<P extends { locale: string }>(
  meta: Metadata,
  params: Promise<P>,
  pathOf: (p: P) => string,
): Promise<Metadata> {
  const p = await params;
  if (!isLocale(p.locale)) return meta;
  const alternates = { ...meta.alternates, ...languageAlternates(pathOf(p), p.locale) };
  // a page's own Open Graph replaces the root's whole: it carries the page's og:locale too
  const openGraph = meta.openGraph ? { ...meta.openGraph, ...openGraphLocales(p.locale) } : undefined;
  return { ...meta, alternates, ...(openGraph ? { openGraph } : {}) };
}
