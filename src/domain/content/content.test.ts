import { describe, expect, it } from 'vitest';
import { blogInputSchema, parsePage, shareLinks } from './blogs';
import { contactSchema } from './contact';
import { articleJsonLd, faqJsonLd } from './structured-data';
import { tourShopLink, tourUrl } from './tours';

describe('blogs', () => {
  it('parses the page number defensively', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(['2', '5'])).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999']) expect(parsePage(bad)).toBe(1);
  });

  it('builds share links for every network with the URL encoded', () => {
    const l = shareLinks('https://shop.example/blogs/a b', 'Tiles & more');
    expect(l.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fblogs%2Fa%20b');
    expect(l.twitter).toContain('text=Tiles%20%26%20more');
    expect(l.linkedin).toContain('url=https%3A%2F%2Fshop.example');
    expect(l.whatsapp).toBe('https://wa.me/?text=Tiles%20%26%20more%20https%3A%2F%2Fshop.example%2Fblogs%2Fa%20b');
    expect(l.email.startsWith('mailto:?subject=Tiles%20%26%20more')).toBe(true);
  });

  it('refuses bad slugs and unsafe cover images', () => {
    const base = { title: 'T', slug: 'ok-slug', content: '<p>x</p>' };
    expect(blogInputSchema.safeParse(base).success).toBe(true);
    expect(blogInputSchema.safeParse({ ...base, slug: 'Bad Slug' }).success).toBe(false);
    expect(blogInputSchema.safeParse({ ...base, coverImage: 'javascript:alert(1)' }).success).toBe(false);
    expect(blogInputSchema.safeParse({ ...base, coverImage: '//evil.example/a.png' }).success).toBe(false);
  });
});

describe('contact form rules', () => {
  const ok = { name: 'Ana Silva', email: 'ana@example.com', phone: '', subject: 'Estimate', message: 'Please call me about tiles.' };
  it('accepts a complete message with or without a phone', () => {
    expect(contactSchema.safeParse(ok).success).toBe(true);
    expect(contactSchema.safeParse({ ...ok, phone: '+1 (604) 555-0142' }).success).toBe(true);
  });
  it('gives a message key per bad field', () => {
    const r = contactSchema.safeParse({ name: 'A', email: 'nope', phone: 'call me', subject: '', message: 'short' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      subject: 'subjectRequired',
      message: 'messageTooShort',
    });
  });
});

describe('structured data', () => {
  it('describes an article and an FAQ page', () => {
    const a = articleJsonLd({
      url: 'https://s/blogs/x',
      title: 'X',
      description: 'd',
      image: 'https://s/a.webp',
      publishedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
      author: null,
      publisher: { name: 'Floorshop' },
    });
    expect(a).toMatchObject({
      '@type': 'Article',
      headline: 'X',
      image: ['https://s/a.webp'],
      author: { '@type': 'Organization', name: 'Floorshop' },
    });
    expect(a).not.toHaveProperty('inLanguage');
    const f = faqJsonLd([{ question: 'Q?', answerHtml: '<p>A</p>' }]);
    expect(f.mainEntity[0]).toEqual({ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: '<p>A</p>' } });
  });
  it("names the page's language", () => {
    const a = articleJsonLd({
      url: 'https://s/ar/blogs/x',
      title: 'س',
      description: 'د',
      image: null,
      publishedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
      author: null,
      publisher: { name: 'Floorshop' },
      inLanguage: 'ar',
    });
    expect(a).toMatchObject({ inLanguage: 'ar', headline: 'س', mainEntityOfPage: { '@id': 'https://s/ar/blogs/x' } });
    expect(faqJsonLd([], 'fr')).toMatchObject({ '@type': 'FAQPage', inLanguage: 'fr' });
  });
});

describe('tours', () => {
  it('links to /360/{NAME}/index.html and to the design in the shop', () => {
    expect(tourUrl('calacatta-gold')).toBe('/360/calacatta-gold/index.html');
    expect(tourShopLink('calacatta-gold')).toBe('/shop/tiles/highgloss-tiles');
    expect(tourShopLink('unknown')).toBe('/shop');
  });
});
