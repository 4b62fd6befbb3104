import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@/domain/settings/settings';
import { weekOpen } from '@/domain/settings/opening-hours';
import { localizeSettings } from '@/domain/settings/settings-texts';
import { businessJsonLd, openGraphLocales, openingHoursText, pageMetadata, postalAddress, rootMetadata } from './seo';

const SITE = 'https://floors.example';

describe('rootMetadata', () => {
  it('takes title, description, keywords, robots and icons from settings', () => {
    const m = rootMetadata(DEFAULT_SETTINGS, SITE);
    expect(m.title).toEqual({ default: DEFAULT_SETTINGS.seo.title, template: `%s | ${DEFAULT_SETTINGS.name}` });
    expect(m.description).toBe(DEFAULT_SETTINGS.seo.description);
    expect(m.keywords).toContain('laminate');
    expect(m.robots).toEqual({ index: true, follow: true });
    expect(m.icons).toEqual({ icon: '/brand/favicon.svg' });
    expect(m.openGraph).toMatchObject({
      siteName: 'Floorshop',
      title: DEFAULT_SETTINGS.seo.title,
      images: [{ url: `${SITE}/brand/logo.svg` }],
    });
    expect(m.twitter).toMatchObject({ title: DEFAULT_SETTINGS.seo.title });
  });
  it('adds google verification and the facebook app id only when set', () => {
    expect(rootMetadata(DEFAULT_SETTINGS, SITE).verification).toBeUndefined();
    expect(rootMetadata(DEFAULT_SETTINGS, SITE).other).toBeUndefined();
    const s = { ...DEFAULT_SETTINGS, script: { ...DEFAULT_SETTINGS.script, googleSiteVerificationId: 'abc', facebookAppId: '42' } };
    const m = rootMetadata(s, SITE);
    expect(m.verification).toEqual({ google: 'abc' });
    expect(m.other).toEqual({ 'fb:app_id': '42' });
  });
  it('falls back to the settings title when the SEO title is empty', () => {
    const s = { ...DEFAULT_SETTINGS, seo: { ...DEFAULT_SETTINGS.seo, title: '' } };
    expect((rootMetadata(s, SITE).title as { default: string }).default).toBe(DEFAULT_SETTINGS.title);
  });
});

describe('rootMetadata in the page language', () => {
  const s = { ...DEFAULT_SETTINGS, translations: { fr: { title: 'Floorshop Surrey', seoDescription: 'Planchers à Surrey' } } };
  it('prefers a text written in the page language over the English SEO text standing in', () => {
    const m = rootMetadata(localizeSettings(s, 'fr'), SITE, 'fr');
    expect((m.title as { default: string }).default).toBe('Floorshop Surrey');
    expect(m.description).toBe('Planchers à Surrey');
    expect(m.openGraph).toMatchObject({ title: 'Floorshop Surrey', locale: 'fr_CA' });
  });
  it('falls back to the English SEO text when nothing is translated', () => {
    const m = rootMetadata(localizeSettings(s, 'bn'), SITE, 'bn');
    expect((m.title as { default: string }).default).toBe(DEFAULT_SETTINGS.seo.title);
    expect(m.openGraph).toMatchObject({ locale: 'bn_BD', alternateLocale: ['en_CA', 'ar_AR', 'fr_CA'] });
  });
  it('names the page language and the three others for Open Graph', () => {
    expect(openGraphLocales('ar')).toEqual({ locale: 'ar_AR', alternateLocale: ['en_CA', 'bn_BD', 'fr_CA'] });
    expect(openGraphLocales('en').locale).toBe('en_CA');
  });
});

describe('pageMetadata', () => {
  it('prefers the SEO title and sets canonical, description and image', () => {
    const m = pageMetadata({
      title: 'Laminate',
      seoTitle: 'Laminate flooring in Surrey',
      description: 'd',
      url: '/shop/laminate',
      image: '/x.webp',
    });
    expect(m.title).toBe('Laminate flooring in Surrey');
    expect(m.alternates).toEqual({ canonical: '/shop/laminate' });
    expect(m.openGraph).toMatchObject({ title: 'Laminate flooring in Surrey', url: '/shop/laminate', images: [{ url: '/x.webp' }] });
  });
  it('uses the page title without an SEO title', () => {
    expect(pageMetadata({ title: 'FAQ' }).title).toBe('FAQ');
  });
});

describe('business JSON-LD', () => {
  it('describes a HomeGoodsStore with address, phone, geo, hours, price range and social profiles', () => {
    const ld = businessJsonLd(DEFAULT_SETTINGS, DEFAULT_SETTINGS.address, SITE);
    expect(ld['@type']).toBe('HomeGoodsStore');
    expect(ld.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '7350 120 St',
      addressLocality: 'Surrey',
      addressRegion: 'BC',
      postalCode: 'V3W 3M9',
      addressCountry: 'CA',
    });
    expect(ld.telephone).toBe('604-555-0142');
    expect(ld.geo).toMatchObject({ latitude: 49.1342, longitude: -122.8897 });
    expect(ld.openingHours).toBe('Mo-Sa 09:00-17:30');
    expect(ld.priceRange).toBe('$2.00');
    expect(ld.sameAs).toEqual(['https://www.facebook.com/example', 'https://www.instagram.com/example']);
  });
  it('collapses only consecutive days', () => {
    expect(openingHoursText(weekOpen(['Mo', 'We', 'Th', 'Fr', 'Su'], '10:00', '16:00'))).toBe('Mo,We-Fr,Su 10:00-16:00');
    expect(openingHoursText(weekOpen([], '10:00', '16:00'))).toBe('');
    const twoHours = {
      ...weekOpen(['Mo', 'Tu', 'We', 'Th', 'Fr'], '09:00', '17:30'),
      Sa: { closed: false, opens: '10:00', closes: '16:00' },
    };
    expect(openingHoursText(twoHours)).toBe('Mo-Fr 09:00-17:30, Sa 10:00-16:00');
  });
  it('keeps an address it cannot split as the street address', () => {
    expect(postalAddress('Somewhere in Surrey')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Somewhere in Surrey' });
  });
});
