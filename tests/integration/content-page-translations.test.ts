import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  revalidateTag: (tag: string) => void revalidated.push(tag),
  unstable_cache: (fn: unknown) => fn,
}));

import type { ActionResult } from '@/lib/action-result';
import { useDbHandle } from '@/server/db';
import * as t from '@/server/db/schema';
import { blogActions } from '@/server/dashboard/content/blogs';
import { pageSettingsActions } from '@/server/dashboard/content/page-settings';
import { CATALOGUE_TAGS } from '@/server/catalogue/cache-tags';
import { getPublishedBlog } from '@/server/content/get-blog';
import { getFaq, getHomeContent, getRichPage } from '@/server/content/get-page';
import { listPublishedBlogs } from '@/server/content/list-blogs';
import { localizeBlogList, localizeBlogPost, localizeFaq, localizeHome, localizeRichPage } from '@/server/content/localize';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const B = blogActions;
const P = pageSettingsActions;
const ok = <T>(r: ActionResult<T>): T => {
  if (!r.ok) throw new Error(`${r.status} ${r.error} ${JSON.stringify(r.fieldErrors ?? r.params ?? {})}`);
  return r.data;
};
let seq = 0;
const uniq = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;
const EVIL = '<p onclick="x()">Huile<script>alert(1)</script><a href="javascript:alert(2)">lien</a></p>';

/**
 * Blog posts, blog categories, the content pages and the FAQ in four languages (docs/requirements.md, "Content in
 * four languages"): saved with their translations, refused with nothing written, read in each language with fallback.
 */
describe.each(ENGINES)('content page translations on %s', (engine) => {
  let tdb: TestDatabase;
  let blogActors: Record<ActorKind, string | null>;
  let pageActors: Record<ActorKind, string | null>;

  const snapshot = async () => [
    await rows(tdb, sql`select slug, title, excerpt, content, translations from blogs order by slug`),
    await rows(tdb, sql`select slug, name, translations from blog_categories order by slug`),
    await rows(tdb, sql`select key, title, content, translations from pages order by key`),
    (await rows(tdb, sql`select count(*)::int as n from audit_log`))[0].n,
  ];
  const post = (over: Record<string, unknown> = {}) => ({
    title: 'Oiling oak floors',
    slug: `oiling-oak-${uniq()}`,
    excerpt: 'How often to oil an oak floor.',
    content: '<p>Oil it twice a year.</p>',
    status: 'published',
    ...over,
  });

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    blogActors = await createActors(tdb.handle.db, 'blogs');
    pageActors = await createActors(tdb.handle.db, 'pageSettings');
  });
  afterAll(async () => {
    await tdb?.dispose();
  });
  beforeEach(() => {
    revalidated.length = 0;
    actAs(blogActors.staffEdit);
  });

  // first: the later tests change the about page and the FAQ
  it('seeds the about page, the FAQ, the blog categories and three posts in Bengali, Arabic and French', async () => {
    for (const locale of ['bn', 'ar', 'fr']) {
      const about = localizeRichPage((await getRichPage('about'))!, locale);
      expect(about.lang).toBeUndefined();
      expect(about.title).not.toBe('About us');
      const faq = localizeFaq((await getFaq())!, locale);
      expect(faq.items).toHaveLength(5);
      expect(faq.lang).toBeUndefined();
      expect(faq.items.filter((i) => i.lang)).toEqual([]);
      const list = localizeBlogList(await listPublishedBlogs({ pageSize: 20 }), locale);
      expect(list.categories.filter((c) => c.lang)).toEqual([]);
      expect(list.posts.filter((p) => !p.lang).length).toBeGreaterThanOrEqual(3);
      const post = localizeBlogPost((await getPublishedBlog('laminate-ac-ratings-explained'))!, locale);
      expect(post.lang).toBeUndefined();
      expect(post.html).toContain('<table>');
    }
    expect(localizeFaq((await getFaq())!, 'en').items[0].question).toBe('How many boxes do I need?');
  });

  it('seeds the home page’s three hero slides and two banners in Bengali, Arabic and French', async () => {
    const home = (await getHomeContent())!;
    for (const locale of ['bn', 'ar', 'fr']) {
      const shown = localizeHome(home, locale);
      expect(shown.hero).toHaveLength(3);
      expect(shown.banners).toHaveLength(2);
      expect([...shown.hero, ...shown.banners].filter((i) => i.lang)).toEqual([]);
      expect(shown.hero[0].heading).not.toBe(home.hero[0].heading);
      expect(shown.hero[0]).not.toHaveProperty('translations');
    }
    expect(localizeHome(home, 'ar').hero[0].heading).toBe('خشب البلوط الأبيض الهندسي، عريض وهادئ');
    expect(localizeHome(home, 'en').hero[0]).toMatchObject({ heading: 'Engineered white oak, wide and calm' });
    expect(localizeHome(home, 'en').hero[0].lang).toBeUndefined();
  });

  describe('blog posts', () => {
    it('stores the translations without blank texts, the content sanitised as the English one, an excerpt made from it', async () => {
      const saved = ok(
        await B.saveBlogAction(
          post({
            translations: {
              fr: { title: 'Huiler un parquet en chêne', excerpt: '', content: EVIL },
              ar: { title: '  ', excerpt: '', content: '<p></p>' },
              bn: { title: 'ওক মেঝে তেল দেওয়া', excerpt: 'সংক্ষেপ', content: '' },
            },
          }),
        ),
      );
      const [row] = await tdb.handle.db.select().from(t.blogs).where(eq(t.blogs.id, saved.id));
      expect(Object.keys(row.translations).sort()).toEqual(['bn', 'fr']);
      expect(row.translations.bn).toEqual({ title: 'ওক মেঝে তেল দেওয়া', excerpt: 'সংক্ষেপ' });
      expect(row.translations.fr?.title).toBe('Huiler un parquet en chêne');
      expect(row.translations.fr?.content).toContain('Huile');
      expect(row.translations.fr?.content).not.toMatch(/<script|onclick|javascript:/i);
      // no excerpt given: made from the translated content, as the English one is
      expect(row.translations.fr?.excerpt).toBe('Huilelien');
      expect(revalidated).toEqual(expect.arrayContaining([CATALOGUE_TAGS.blogs, CATALOGUE_TAGS.blog(saved.slug)]));
      const edit = ok(await B.getBlog({ id: saved.id }));
      expect(edit.translations.bn?.title).toBe('ওক মেঝে তেল দেওয়া');
    });

    it('keeps the stored translations when a save sends none, replaces them when it does', async () => {
      const saved = ok(await B.saveBlogAction(post({ translations: { fr: { title: 'Avant' }, ar: { title: 'قبل' } } })));
      const base = post({ slug: saved.slug, title: 'Renamed' });
      ok(await B.saveBlogAction({ ...base, id: saved.id }));
      const stored = async () => (await tdb.handle.db.select().from(t.blogs).where(eq(t.blogs.id, saved.id)))[0].translations;
      expect(await stored()).toEqual({ fr: { title: 'Avant' }, ar: { title: 'قبل' } });
      ok(await B.saveBlogAction({ ...base, id: saved.id, translations: { fr: { title: 'Après' } } }));
      expect(await stored()).toEqual({ fr: { title: 'Après' } });
    });

    it('refuses an unknown language, an unknown field and a text over the English limit, and writes nothing', async () => {
      const saved = ok(await B.saveBlogAction(post({ translations: { fr: { title: 'Avant' } } })));
      const base = { ...post({ slug: saved.slug }), id: saved.id, title: 'Not saved' };
      const before = await snapshot();
      const refusals = [
        { translations: { de: { title: 'Eiche' } } },
        { translations: { fr: { body: 'texte' } } },
        { translations: { ar: { title: 'ب'.repeat(201) } } },
        { translations: { bn: { excerpt: 'ক'.repeat(601) } } },
        { translations: { fr: { content: 'x'.repeat(200_001) } } },
      ];
      for (const over of refusals) expect(await B.saveBlogAction({ ...base, ...over })).toMatchObject({ ok: false, status: 400 });
      expect(await B.saveBlogAction({ ...base, translations: { ar: { title: 'ب'.repeat(201) } } })).toMatchObject({
        fieldErrors: { 'translations.ar.title': 'tooLong' },
      });
      expect(await snapshot()).toEqual(before);
    });

    it('reads a post and the list in the visitor’s language; a missing text is English, marked', async () => {
      actAs(blogActors.admin);
      const slug = `cat-${uniq()}`;
      ok(await B.saveCategory({ name: 'Care guides', slug, translations: { fr: { name: 'Guides d’entretien' } } }));
      const saved = ok(
        await B.saveBlogAction(
          post({
            categorySlug: slug,
            translations: { fr: { title: 'Huiler le chêne', excerpt: 'Deux fois par an.', content: '<p>Huilez-le deux fois par an.</p>' } },
          }),
        ),
      );
      const stored = (await getPublishedBlog(saved.slug))!;
      const fr = localizeBlogPost(stored, 'fr');
      expect(fr).toMatchObject({ title: 'Huiler le chêne', excerpt: 'Deux fois par an.', html: '<p>Huilez-le deux fois par an.</p>' });
      expect(fr.lang).toBeUndefined();
      expect(fr.category).toMatchObject({ name: 'Guides d’entretien' });
      expect(fr.category?.lang).toBeUndefined();
      expect(fr).toMatchObject({ seoTitle: 'Huiler le chêne', seoDescription: 'Deux fois par an.' });
      expect(fr).not.toHaveProperty('translations');

      const ar = localizeBlogPost(stored, 'ar');
      expect(ar).toMatchObject({ title: 'Oiling oak floors', html: '<p>Oil it twice a year.</p>' });
      expect(ar.lang).toEqual({ title: 'en', excerpt: 'en', html: 'en' });
      expect(ar.category).toMatchObject({ name: 'Care guides', lang: { name: 'en' } });

      const en = localizeBlogPost(stored, 'en');
      expect(en).toMatchObject({ title: 'Oiling oak floors', seoTitle: stored.seoTitle });
      expect(en.lang).toBeUndefined();

      const list = await listPublishedBlogs({ categorySlug: slug });
      const frList = localizeBlogList(list, 'fr');
      expect(frList.posts).toEqual([expect.objectContaining({ slug: saved.slug, title: 'Huiler le chêne', excerpt: 'Deux fois par an.' })]);
      expect(frList.category).toMatchObject({ name: 'Guides d’entretien' });
      expect(frList.categories.find((c) => c.slug === slug)).toMatchObject({ name: 'Guides d’entretien' });
      const bnList = localizeBlogList(list, 'bn');
      expect(bnList.posts[0]).toMatchObject({ title: 'Oiling oak floors', lang: { title: 'en', excerpt: 'en' } });
      expect(bnList.categories.find((c) => c.slug === slug)).toMatchObject({ name: 'Care guides', lang: { name: 'en' } });
    });

    it('stores a post’s translated SEO title and description; its page in that language takes them for its head', async () => {
      actAs(blogActors.admin);
      const saved = ok(
        await B.saveBlogAction(
          post({
            seoTitle: 'How to oil oak floors',
            translations: {
              fr: { title: 'Huiler le chêne', seoTitle: ' Huiler un parquet en chêne ' },
              ar: { seoDescription: 'مرتين في السنة' },
            },
          }),
        ),
      );
      const stored = (await getPublishedBlog(saved.slug))!;
      expect(stored.translations).toEqual({
        fr: { title: 'Huiler le chêne', seoTitle: 'Huiler un parquet en chêne' },
        ar: { seoDescription: 'مرتين في السنة' },
      });
      expect(localizeBlogPost(stored, 'fr')).toMatchObject({ title: 'Huiler le chêne', seoTitle: 'Huiler un parquet en chêne' });
      // no Arabic title or SEO title: the English SEO title; the Arabic SEO description
      expect(localizeBlogPost(stored, 'ar')).toMatchObject({ seoTitle: 'How to oil oak floors', seoDescription: 'مرتين في السنة' });
      // the list's cards carry no SEO texts
      const list = await listPublishedBlogs({});
      expect(list.posts.find((p) => p.slug === saved.slug)?.translations).toEqual({ fr: { title: 'Huiler le chêne' } });
    });
  });

  describe('blog categories', () => {
    it('stores the name’s translations; a new translated name clears the pages of the category’s posts', async () => {
      actAs(blogActors.admin);
      const slug = `cat-${uniq()}`;
      const made = ok(await B.saveCategory({ name: 'Guides', slug, translations: { ar: { name: 'أدلة' }, bn: { name: ' ' } } }));
      expect(ok(await B.getCategory({ id: made.id })).translations).toEqual({ ar: { name: 'أدلة' } });
      const p = ok(await B.saveBlogAction(post({ categorySlug: slug })));
      revalidated.length = 0;
      ok(await B.saveCategory({ id: made.id, name: 'Guides', slug, translations: { ar: { name: 'أدلة الشراء' } } }));
      expect(revalidated).toEqual(expect.arrayContaining([CATALOGUE_TAGS.blogs, CATALOGUE_TAGS.blog(p.slug)]));
      // the same texts again: only the list is cleared
      revalidated.length = 0;
      ok(await B.saveCategory({ id: made.id, name: 'Guides', slug, translations: { ar: { name: 'أدلة الشراء' } } }));
      expect(revalidated).toEqual([CATALOGUE_TAGS.blogs]);

      const before = await snapshot();
      for (const translations of [{ fr: { name: 'x'.repeat(121) } }, { fr: { title: 'x' } }, { es: { name: 'Guías' } }])
        expect(await B.saveCategory({ id: made.id, name: 'Changed', slug, translations })).toMatchObject({ ok: false, status: 400 });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('content pages', () => {
    beforeEach(() => actAs(pageActors.staffEdit));

    it('saves a rich page’s title and body in other languages (sanitised) and reads them with fallback', async () => {
      ok(
        await P.saveRichPageAction({
          key: 'about',
          title: 'About us',
          html: '<p>Family-run since 2009.</p>',
          translations: { fr: { title: 'À propos', html: EVIL }, bn: { title: 'আমাদের সম্পর্কে', html: '<p></p>' } },
        }),
      );
      expect(revalidated).toContain(CATALOGUE_TAGS.page('about'));
      const [row] = await tdb.handle.db.select().from(t.pages).where(eq(t.pages.key, 'about'));
      expect(row.translations.bn).toEqual({ title: 'আমাদের সম্পর্কে' });
      expect(row.translations.fr?.html).not.toMatch(/<script|onclick|javascript:/i);
      const edit = ok(await P.getRichPageForEdit({ key: 'about' }));
      expect(edit.translations.fr?.title).toBe('À propos');

      const page = (await getRichPage('about'))!;
      const fr = localizeRichPage(page, 'fr');
      expect(fr.title).toBe('À propos');
      expect(fr.html).toContain('Huile');
      expect(fr.lang).toBeUndefined();
      const bn = localizeRichPage(page, 'bn');
      expect(bn).toMatchObject({ title: 'আমাদের সম্পর্কে', html: '<p>Family-run since 2009.</p>', lang: { html: 'en' } });
      expect(localizeRichPage(page, 'ar').lang).toEqual({ title: 'en', html: 'en' });

      const before = await snapshot();
      for (const translations of [{ ar: { title: 'ع'.repeat(201) } }, { ar: { body: 'x' } }, { de: { title: 'Über uns' } }])
        expect(await P.saveRichPageAction({ key: 'about', title: 'Changed', html: '<p>x</p>', translations })).toMatchObject({
          ok: false,
          status: 400,
        });
      expect(await snapshot()).toEqual(before);
    });

    it('saves the FAQ with each entry’s translations; an entry without shows in English, marked', async () => {
      ok(
        await P.saveFaqPage({
          title: 'Questions',
          translations: { ar: { title: 'الأسئلة الشائعة' } },
          items: [
            {
              question: 'Do you deliver?',
              answer: '<p>Yes, across Surrey.</p>',
              translations: { ar: { question: 'هل توصلون؟', answer: '<p>نعم، في أنحاء ساري.</p><script>x()</script>' } },
            },
            {
              question: 'Can I return tiles?',
              answer: '<p>Within 30 days.</p>',
              translations: { ar: { question: '', answer: '<p></p>' } },
            },
          ],
        }),
      );
      expect(revalidated).toContain(CATALOGUE_TAGS.page('faq'));
      const [row] = await tdb.handle.db.select().from(t.pages).where(eq(t.pages.key, 'faq'));
      expect(row.translations).toEqual({ ar: { title: 'الأسئلة الشائعة' } });
      // an entry with nothing translated is stored without translations
      expect((row.content as { items: object[] }).items[1]).toEqual({ question: 'Can I return tiles?', answer: '<p>Within 30 days.</p>' });
      const edit = ok(await P.getFaqPage({}));
      expect(edit.translations).toEqual({ ar: { title: 'الأسئلة الشائعة' } });
      expect(edit.items[0].translations).toEqual({ ar: { question: 'هل توصلون؟', answer: '<p>نعم، في أنحاء ساري.</p>' } });

      const faq = (await getFaq())!;
      const ar = localizeFaq(faq, 'ar');
      expect(ar.title).toBe('الأسئلة الشائعة');
      expect(ar.items[0]).toMatchObject({
        question: 'هل توصلون؟',
        answerHtml: '<p>نعم، في أنحاء ساري.</p>',
        answerText: 'نعم، في أنحاء ساري.',
      });
      expect(ar.items[0].lang).toBeUndefined();
      expect(ar.items[1]).toMatchObject({ question: 'Can I return tiles?', lang: { question: 'en', answerHtml: 'en', answerText: 'en' } });
      const fr = localizeFaq(faq, 'fr');
      expect(fr).toMatchObject({ title: 'Questions', lang: { title: 'en' } });
      expect(fr.items.every((i) => i.lang?.question === 'en')).toBe(true);
      expect(localizeFaq(faq, 'en').items[0]).toMatchObject({ question: 'Do you deliver?' });

      const before = await snapshot();
      const item = { question: 'Q', answer: '<p>A</p>' };
      for (const over of [
        { items: [{ ...item, translations: { ar: { question: 'س'.repeat(301) } } }] },
        { items: [{ ...item, translations: { fr: { answer: 'x'.repeat(5001) } } }] },
        { items: [{ ...item, translations: { fr: { note: 'x' } } }] },
        { translations: { fr: { title: 'x'.repeat(201) } }, items: [item] },
      ])
        expect(await P.saveFaqPage({ title: 'Changed', ...over })).toMatchObject({ ok: false, status: 400 });
      expect(await snapshot()).toEqual(before);
    });

    it('saves the home page with each slide’s and banner’s translations; a missing one shows in English, marked', async () => {
      const edit = ok(await P.getHomePage({}));
      expect(edit.content.hero[0].translations?.fr?.heading).toBe('Chêne blanc contrecollé, large et serein');
      const [slide] = edit.content.hero;
      const [banner] = edit.content.banners;
      ok(
        await P.saveHomePage({
          ...edit.content,
          hero: [
            { ...slide, translations: { fr: { heading: ' Chêne blanc, large et calme ', text: '', linkLabel: '' }, ar: { heading: '' } } },
            { ...slide, heading: 'Second slide', translations: undefined },
          ],
          banners: [{ ...banner, translations: { bn: { heading: 'হেরিংবোন', text: ' ' } } }],
        }),
      );
      expect(revalidated).toContain(CATALOGUE_TAGS.homeContent);
      const [row] = await tdb.handle.db.select().from(t.pages).where(eq(t.pages.key, 'home'));
      const stored = row.content as { hero: object[]; banners: object[] };
      expect(stored.hero[0]).toMatchObject({ translations: { fr: { heading: 'Chêne blanc, large et calme' } } });
      expect((stored.hero[0] as { translations: object }).translations).toEqual({ fr: { heading: 'Chêne blanc, large et calme' } });
      // a slide with nothing translated is stored without translations
      expect(stored.hero[1]).not.toHaveProperty('translations');
      expect(stored.banners[0]).toMatchObject({ translations: { bn: { heading: 'হেরিংবোন' } } });

      const home = (await getHomeContent())!;
      const fr = localizeHome(home, 'fr');
      expect(fr.hero[0]).toMatchObject({ heading: 'Chêne blanc, large et calme', text: slide.text, lang: { text: 'en' } });
      expect(fr.hero[0].lang?.heading).toBeUndefined();
      expect(fr.hero[1]).toMatchObject({ heading: 'Second slide', lang: { heading: 'en' } });
      expect(fr.banners[0]).toMatchObject({ heading: banner.heading, lang: { heading: 'en', text: 'en' } });
      const bn = localizeHome(home, 'bn');
      expect(bn.banners[0]).toMatchObject({ heading: 'হেরিংবোন', lang: { text: 'en' } });
      expect(localizeHome(home, 'en').hero[0]).toMatchObject({ heading: slide.heading });
      expect(localizeHome(home, 'en').hero[0].lang).toBeUndefined();

      const before = await snapshot();
      for (const over of [
        { hero: [{ ...slide, translations: { fr: { heading: 'x'.repeat(161) } } }] },
        { hero: [{ ...slide, translations: { ar: { linkLabel: 'ر'.repeat(61) } } }] },
        { hero: [{ ...slide, translations: { fr: { image: '/x.webp' } } }] },
        { hero: [{ ...slide, translations: { de: { heading: 'Eiche' } } }] },
        { banners: [{ ...banner, translations: { fr: { linkLabel: 'Voir' } } }] },
      ])
        expect(await P.saveHomePage({ ...edit.content, ...over })).toMatchObject({ ok: false, status: 400 });
      expect(await snapshot()).toEqual(before);
      // other tests expect the seeded home page
      ok(await P.saveHomePage(edit.content));
    });
  });
});
