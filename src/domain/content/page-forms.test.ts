import { describe, expect, it } from 'vitest';
import { blogFormSchema, splitTags } from './blog-forms';
import { faqFormSchema, richPageFormSchema } from './page-forms';

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
