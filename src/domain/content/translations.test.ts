import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compactTranslations,
  localize,
  pickSeoText,
  pickText,
  textOf,
  translationStatus,
  translationStatuses,
  translationsForForm,
  type ContentTranslations,
} from './translations';
import { translationsSchema } from './translations-schema';

const tr: ContentTranslations = { fr: { name: 'Chêne blanc', summary: '  ' }, bn: { name: 'সাদা ওক' } };

describe('pickText', () => {
  it('gives the translation of the page language', () => {
    expect(pickText('White oak', tr, 'name', 'fr')).toEqual({ text: 'Chêne blanc', fallback: false });
    expect(pickText('White oak', tr, 'name', 'bn')).toEqual({ text: 'সাদা ওক', fallback: false });
  });

  it('falls back to English when the language, the field or the text is missing, and says so', () => {
    expect(pickText('White oak', tr, 'name', 'ar')).toEqual({ text: 'White oak', fallback: true });
    expect(pickText('Warm and hard', tr, 'description', 'fr')).toEqual({ text: 'Warm and hard', fallback: true });
    // a blank translation is no translation
    expect(pickText('Short', tr, 'summary', 'fr')).toEqual({ text: 'Short', fallback: true });
    expect(pickText('White oak', null, 'name', 'fr')).toEqual({ text: 'White oak', fallback: true });
  });

  it('never marks English, an unknown language or an empty English text as a fallback', () => {
    expect(pickText('White oak', tr, 'name', 'en')).toEqual({ text: 'White oak', fallback: false });
    expect(pickText('White oak', tr, 'name', 'de')).toEqual({ text: 'White oak', fallback: false });
    expect(pickText('', tr, 'description', 'ar')).toEqual({ text: '', fallback: false });
  });
});

describe('pickSeoText', () => {
  const seo: ContentTranslations = {
    fr: { name: 'Chêne blanc', seoTitle: 'Chêne blanc à Surrey', summary: 'Dur et chaud' },
    ar: { name: 'بلوط أبيض', seoTitle: '  ' },
  };
  const title = (locale: string, english = { seo: 'White oak in Surrey', text: 'White oak' }, tr = seo) =>
    pickSeoText(english, tr, { seo: 'seoTitle', text: 'name' }, locale);
  const description = (locale: string, english = { seo: 'Oak floors, installed', text: 'Hard and warm' }) =>
    pickSeoText(english, seo, { seo: 'seoDescription', text: 'summary' }, locale);

  it("takes the language's own SEO text first", () => {
    expect(title('fr')).toBe('Chêne blanc à Surrey');
  });

  it('else its translated text (a blank SEO text is none), as before SEO texts were translated', () => {
    expect(title('ar')).toBe('بلوط أبيض');
    expect(description('fr')).toBe('Dur et chaud');
  });

  it('else the English SEO text, else the English text', () => {
    expect(title('bn')).toBe('White oak in Surrey');
    expect(description('ar')).toBe('Oak floors, installed');
    expect(title('bn', { seo: '', text: 'White oak' })).toBe('White oak');
    expect(title('bn', { seo: null as unknown as string, text: 'White oak' }, {})).toBe('White oak');
  });

  it('gives an English page (or an unknown language) its SEO text, else its text, whatever the translations', () => {
    expect(title('en')).toBe('White oak in Surrey');
    expect(title('en', { seo: ' ', text: 'White oak' })).toBe('White oak');
    expect(title('de')).toBe('White oak in Surrey');
  });
});

describe('localize', () => {
  const item = { _id: '1', name: 'White oak', summary: 'Short', seoTitle: null as string | null, translations: tr };

  it('puts the translated fields in place, drops the translations and names the fallbacks', () => {
    expect(localize(item, ['name', 'summary', 'seoTitle'], 'fr')).toEqual({
      _id: '1',
      name: 'Chêne blanc',
      summary: 'Short',
      seoTitle: null,
      lang: { summary: 'en' },
    });
  });

  it('leaves English as it is, without lang', () => {
    expect(localize(item, ['name', 'summary'], 'en')).toEqual({ _id: '1', name: 'White oak', summary: 'Short', seoTitle: null });
  });

  it('does not change the item it was given', () => {
    localize(item, ['name'], 'fr');
    expect(item.name).toBe('White oak');
    expect(item.translations).toBe(tr);
  });
});

describe('translationStatus', () => {
  it('counts only fields that have English text', () => {
    expect(translationStatus({ name: 'Oak', summary: '' }, { fr: { name: 'Chêne' } }, 'fr')).toBe('complete');
    expect(translationStatus({ name: 'Oak', summary: 'Short' }, { fr: { name: 'Chêne' } }, 'fr')).toBe('partial');
    expect(translationStatus({ name: 'Oak', summary: 'Short' }, { fr: { name: 'Chêne' } }, 'ar')).toBe('missing');
    expect(translationStatus({ name: 'Oak' }, { ar: { name: ' ' } }, 'ar')).toBe('missing');
  });
});

describe('translationStatuses', () => {
  it('gives every language its status, a rich field counted by its words', () => {
    const english = { title: 'Oak care', content: '<p>Oil it <strong>once</strong> a year.</p>' };
    expect(
      translationStatuses(
        english,
        {
          fr: { title: 'Entretien', content: '<p>Huilez-le.</p>' },
          ar: { title: 'عناية', content: '<p></p>' },
          bn: { content: '<p>&nbsp;</p>' },
        },
        ['content'],
      ),
    ).toEqual({ bn: 'missing', ar: 'partial', fr: 'complete' });
  });
  it('asks nothing of a rich field whose English editor is empty', () => {
    expect(translationStatuses({ title: 'Oak care', content: '<p></p>' }, { fr: { title: 'Entretien' } }, ['content'])).toEqual({
      bn: 'missing',
      ar: 'missing',
      fr: 'complete',
    });
  });
  it('counts a field not named rich by its text, markup included', () => {
    expect(translationStatuses({ name: 'Oak' }, { fr: { name: '<p></p>' } }).fr).toBe('complete');
    expect(translationStatuses({ name: 'Oak' }, null)).toEqual({ bn: 'missing', ar: 'missing', fr: 'missing' });
  });
  it('reads the words of a rich text', () => {
    expect(textOf('<p></p>')).toBe('');
    expect(textOf('<p>&nbsp;</p>')).toBe('');
    expect(textOf(null)).toBe('');
    expect(textOf('<p>Two <em>words</em></p>')).toBe('Two words');
  });
});

describe('translationsSchema', () => {
  const schema = translationsSchema({ name: z.string().trim().max(10, 'tooLong') });

  it('accepts known languages and fields', () => {
    expect(schema.safeParse({ fr: { name: 'Chêne' }, ar: {} }).success).toBe(true);
  });

  it('refuses an unknown language, an unknown field or a text over the limit', () => {
    expect(schema.safeParse({ de: { name: 'Eiche' } }).success).toBe(false);
    expect(schema.safeParse({ en: { name: 'Oak' } }).success).toBe(false);
    expect(schema.safeParse({ fr: { colour: 'blanc' } }).success).toBe(false);
    const long = schema.safeParse({ fr: { name: 'x'.repeat(11) } });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ['fr', 'name'], message: 'tooLong' });
  });
});

describe('compactTranslations', () => {
  it('drops blank texts and empty languages and cleans each text', () => {
    expect(
      compactTranslations(
        { fr: { name: 'Chêne', summary: ' ' }, ar: { name: '' }, bn: { description: '<p>x</p><script>y</script>' } },
        (f, t) => (f === 'description' ? t.replace(/<script>.*<\/script>/, '') : t),
      ),
    ).toEqual({ fr: { name: 'Chêne' }, bn: { description: '<p>x</p>' } });
  });

  it('drops a text the cleaning empties', () => {
    expect(compactTranslations({ fr: { description: '<script>x</script>' } }, () => '')).toEqual({});
  });
});

describe('translationsForForm', () => {
  it('gives every language every field, filled from what is stored', () => {
    expect(translationsForForm(['name', 'summary'], { fr: { name: 'Chêne' } })).toEqual({
      bn: { name: '', summary: '' },
      ar: { name: '', summary: '' },
      fr: { name: 'Chêne', summary: '' },
    });
  });
});
