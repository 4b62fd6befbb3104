import { describe, expect, it } from 'vitest';
import { blogCategoryFormSchema, blogCategoryTextStatuses, blogFormSchema, blogTextStatuses, splitTags } from './blog-forms';
import { homeContentSchema } from './pages';
import { faqFormSchema, homeFormSchema, richPageFormSchema } from './page-forms';

describe('blog form', () => {
  it('splits comma-separated tags without blanks or repeats', () => {
    expect(splitTags('oak, care ,, oak,tiles')).toEqual(['oak', 'care', 'tiles']);
  });
  it('names the field and key of a bad slug or image', () => {
    const r = blogFormSchema.safeParse({ title: 'x', slug: 'Bad Slug', content: '', status: 'draft', coverImage: 'javascript:alert(1)' });
    expect(r.success).toBe(false);
    const issues = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(issues).toEqual({ slug: 'invalidSlug', coverImage: 'invalidUrl' });
  });
});

describe("blog translation statuses (the editor's tabs and the lists' language column)", () => {
  it("count a post's content by its words: an empty editor is no translation", () => {
    const english = { title: 'Oak care', excerpt: 'Short', content: '<p>Oil it once a year.</p>' };
    expect(
      blogTextStatuses(english, {
        fr: { title: 'Entretien', excerpt: 'Court', content: '<p>Huilez-le.</p>' },
        ar: { title: 'عناية', excerpt: 'قصير', content: '<p></p>' },
      }),
    ).toEqual({ bn: 'missing', ar: 'partial', fr: 'complete' });
    // no English excerpt and an empty English editor: the title is all there is to translate
    expect(blogTextStatuses({ title: 'Oak care', excerpt: '', content: '<p></p>' }, { bn: { title: 'যত্ন' } }).bn).toBe('complete');
  });
  it("give a blog category's name per language", () => {
    expect(blogCategoryTextStatuses({ name: 'Buying guides' }, { fr: { name: 'Guides d’achat' }, ar: { name: ' ' } })).toEqual({
      bn: 'missing',
      ar: 'missing',
      fr: 'complete',
    });
  });
});

describe('page forms', () => {
  it('require a question and an answer per FAQ item', () => {
    const r = faqFormSchema.safeParse({ title: '', items: [{ question: ' ', answer: '' }] });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.0.question', 'required'],
      ['items.0.answer', 'required'],
    ]);
  });
  it('accept only the four rich pages', () => {
    expect(richPageFormSchema.safeParse({ key: 'about', title: '', html: '' }).success).toBe(true);
    expect(richPageFormSchema.safeParse({ key: 'home', title: '', html: '' }).success).toBe(false);
  });
});

describe('translations of the blog and content pages (docs/requirements.md, "Content in four languages")', () => {
  const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
  const post = { title: 'Oak', slug: 'oak', content: '<p>x</p>', status: 'draft' };

  it('take the English limits: a too-long text is refused with its path, an empty one is allowed', () => {
    expect(blogFormSchema.safeParse({ ...post, translations: { fr: { title: '', excerpt: '', content: '' } } }).success).toBe(true);
    expect(issues(blogFormSchema.safeParse({ ...post, translations: { ar: { title: 'ب'.repeat(201) } } }))).toEqual({
      'translations.ar.title': 'tooLong',
    });
    expect(issues(blogFormSchema.safeParse({ ...post, translations: { bn: { excerpt: 'ক'.repeat(601) } } }))).toEqual({
      'translations.bn.excerpt': 'tooLong',
    });
    expect(
      issues(blogCategoryFormSchema.safeParse({ name: 'Guides', slug: 'guides', translations: { fr: { name: 'x'.repeat(121) } } })),
    ).toEqual({
      'translations.fr.name': 'tooLong',
    });
    const faq = (translations: unknown) => faqFormSchema.safeParse({ title: '', items: [{ question: 'Q', answer: 'A', translations }] });
    expect(faq({ ar: { question: 'س'.repeat(300), answer: 'ج' } }).success).toBe(true);
    expect(issues(faq({ ar: { question: 'س'.repeat(301) } }))).toEqual({ 'items.0.translations.ar.question': 'tooLong' });
    expect(issues(faq({ fr: { answer: 'x'.repeat(5001) } }))).toEqual({ 'items.0.translations.fr.answer': 'tooLong' });
  });

  it('refuse an unknown language or field', () => {
    expect(blogFormSchema.safeParse({ ...post, translations: { de: { title: 'Eiche' } } }).success).toBe(false);
    expect(blogFormSchema.safeParse({ ...post, translations: { fr: { body: 'x' } } }).success).toBe(false);
    expect(richPageFormSchema.safeParse({ key: 'about', title: '', html: '', translations: { fr: { content: 'x' } } }).success).toBe(false);
    expect(
      richPageFormSchema.safeParse({ key: 'about', title: '', html: '', translations: { fr: { title: 'À propos', html: '<p>x</p>' } } })
        .success,
    ).toBe(true);
    expect(faqFormSchema.safeParse({ title: '', translations: { fr: { html: 'x' } }, items: [] }).success).toBe(false);
  });

  it('take a home slide’s and banner’s texts with the English limits, and refuse anything else', () => {
    const slide = { image: '/a.webp', heading: 'Oak', text: '', link: '/shop', linkLabel: '' };
    const banner = { image: '/b.webp', heading: 'Tiles', text: '', link: '' };
    const home = (hero: object, banners: object[] = []) =>
      homeFormSchema.safeParse({ hero: [{ ...slide, ...hero }], banners, featuredCategorySlugs: [], featuredProductSlugs: [] });
    const full = { heading: 'x'.repeat(160), text: 'y'.repeat(400), linkLabel: 'z'.repeat(60) };
    expect(home({ translations: { fr: full, ar: full, bn: { heading: '', text: '', linkLabel: '' } } }).success).toBe(true);
    expect(issues(home({ translations: { fr: { heading: 'x'.repeat(161) } } }))).toEqual({ 'hero.0.translations.fr.heading': 'tooLong' });
    expect(issues(home({ translations: { ar: { linkLabel: 'ر'.repeat(61) } } }))).toEqual({
      'hero.0.translations.ar.linkLabel': 'tooLong',
    });
    expect(issues(home({}, [{ ...banner, translations: { bn: { text: 'ক'.repeat(401) } } }]))).toEqual({
      'banners.0.translations.bn.text': 'tooLong',
    });
    expect(home({ translations: { de: { heading: 'Eiche' } } }).success).toBe(false);
    expect(home({ translations: { fr: { link: '/fr' } } }).success).toBe(false);
    // a banner has no link label
    expect(home({}, [{ ...banner, translations: { fr: { linkLabel: 'Voir' } } }]).success).toBe(false);
    // the stored content is checked the same way
    const stored = { hero: [slide], banners: [], featuredCategorySlugs: [], featuredProductSlugs: [] };
    expect(homeContentSchema.safeParse({ ...stored, hero: [{ ...slide, translations: { fr: { heading: 'Chêne' } } }] }).success).toBe(true);
    expect(
      homeContentSchema.safeParse({ ...stored, hero: [{ ...slide, translations: { fr: { heading: 'x'.repeat(161) } } }] }).success,
    ).toBe(false);
  });
});
