import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';

const revalidated = vi.hoisted(() => ({ tags: [] as string[] }));
vi.mock('next/cache', () => ({
  revalidatePath: () => {},
  revalidateTag: (tag: string) => void revalidated.tags.push(tag),
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
}));
vi.mock('@/server/auth/auth', () => import('../support/mock-auth'));

import { DEFAULT_SETTINGS, type Settings } from '@/domain/settings/settings';
import { localizeSettings, SETTINGS_TEXT_FIELDS } from '@/domain/settings/settings-texts';
import { useDbHandle } from '@/server/db';
import { settingsActions } from '@/server/dashboard/settings';
import { getSettings } from '@/server/settings/get-settings';
import { createActors, type ActorKind } from '../support/actors';
import { createSeededTestDatabase, ENGINES, rows, type TestDatabase } from '../support/database';
import { actAs } from '../support/mock-auth';

const S = settingsActions;

/** The layout page's input as the dashboard sends it (without translations unless given). */
function layoutOf(s: Settings) {
  const { name, title, description, address, shortAddress, address2, shortAddress2, email, phoneHeader, phoneFooter } = s;
  const { copyright, color, footerBanner, social, currency, language } = s;
  return {
    ...{ name, title, description, address, shortAddress, address2, shortAddress2, email, phoneHeader, phoneFooter },
    ...{ copyright, color, footerBanner, social, currency, language },
  };
}
const seoOf = (s: Settings) => ({ ...s.seo });

describe.each(ENGINES)('settings texts in four languages on %s', (engine) => {
  let tdb: TestDatabase;
  let actors: Record<ActorKind, string | null>;

  beforeAll(async () => {
    tdb = await createSeededTestDatabase(engine);
    useDbHandle(tdb.handle);
    actors = await createActors(tdb.handle.db, 'settings');
  });
  afterAll(async () => {
    await tdb?.dispose();
  });

  const stored = async () =>
    ((await rows(tdb, sql`select data->'translations' as tr from settings`))[0]?.tr ?? null) as Record<string, Record<string, string>>;

  it('the seeded shop has its texts in Bengali, Arabic and French', async () => {
    const seeded = await stored();
    for (const l of ['bn', 'ar', 'fr']) expect(Object.keys(seeded[l]).sort()).toEqual([...SETTINGS_TEXT_FIELDS].sort());
    expect(localizeSettings(await getSettings(), 'ar').footerBanner.delivery.title).toBe('توصيل محلي');
    // the tests below start from no translations
    await tdb.handle.db.execute(sql`update settings set data = data - 'translations'`);
    expect(await stored()).toBeNull();
  });

  it('saves the layout texts in Arabic and French, shows them in their language and clears the settings tag', async () => {
    actAs(actors.admin);
    revalidated.tags.length = 0;
    const res = await S.updateLayout({
      ...layoutOf(DEFAULT_SETTINGS),
      translations: {
        ar: { securityTitle: '  دفع آمن  ', copyright: '© جميع الحقوق محفوظة', title: '' },
        fr: { deliveryDescription: 'Livraison rapide à Surrey.' },
        bn: { supportTitle: '   ' },
      },
    });
    expect(res).toEqual({ ok: true, data: { saved: true } });
    expect(revalidated.tags).toContain('settings');
    // trimmed; blank texts and empty languages are no translation
    expect(await stored()).toEqual({
      ar: { securityTitle: 'دفع آمن', copyright: '© جميع الحقوق محفوظة' },
      fr: { deliveryDescription: 'Livraison rapide à Surrey.' },
    });
    const ar = localizeSettings(await getSettings(), 'ar');
    expect(ar.footerBanner.security.title).toBe('دفع آمن');
    expect(ar.copyright).toBe('© جميع الحقوق محفوظة');
    // untranslated: the English text, marked
    expect(ar.footerBanner.support.title).toBe(DEFAULT_SETTINGS.footerBanner.support.title);
    expect(ar.lang).toMatchObject({ supportTitle: 'en', title: 'en' });
    expect(ar.lang?.securityTitle).toBeUndefined();
    expect(localizeSettings(await getSettings(), 'en').lang).toBeUndefined();
  });

  it('a save without translations keeps them; the SEO page replaces only its own texts', async () => {
    actAs(actors.admin);
    expect((await S.updateLayout({ ...layoutOf(DEFAULT_SETTINGS), copyright: '© Oak & Co' })).ok).toBe(true);
    const kept = await stored();
    expect(kept).toMatchObject({ ar: { securityTitle: 'دفع آمن' }, fr: { deliveryDescription: 'Livraison rapide à Surrey.' } });
    expect((await getSettings()).copyright).toBe('© Oak & Co');

    expect((await S.updateSeo({ ...seoOf(DEFAULT_SETTINGS), translations: { fr: { seoTitle: 'Plancher à Surrey' } } })).ok).toBe(true);
    expect(await stored()).toEqual({ ...kept, fr: { ...kept.fr, seoTitle: 'Plancher à Surrey' } });
    expect(localizeSettings(await getSettings(), 'fr').seo.title).toBe('Plancher à Surrey');
    // the SEO page saved without translations keeps its French title
    expect((await S.updateSeo(seoOf(DEFAULT_SETTINGS))).ok).toBe(true);
    expect((await stored()).fr.seoTitle).toBe('Plancher à Surrey');

    // the layout page with translations replaces its own texts (the Arabic title gone) and keeps the SEO page's
    expect((await S.updateLayout({ ...layoutOf(DEFAULT_SETTINGS), translations: { fr: { title: 'Floorshop Surrey' } } })).ok).toBe(true);
    expect(await stored()).toEqual({ fr: { title: 'Floorshop Surrey', seoTitle: 'Plancher à Surrey' } });
  });

  it.each([
    ['an unknown language', { de: { title: 'Bodenbelag' } }, 'translations'],
    ['an unknown field', { fr: { name: 'Floorshop' } }, 'translations.fr'],
    ['a French title over the English limit', { fr: { title: 'x'.repeat(201) } }, 'translations.fr.title'],
    ['an Arabic banner title over the English limit', { ar: { securityTitle: 'ب'.repeat(121) } }, 'translations.ar.securityTitle'],
    ['an SEO text on the layout page', { fr: { seoTitle: 'SEO' } }, 'translations.fr'],
  ])('refuses %s (400, nothing changed)', async (_label, translations, field) => {
    actAs(actors.admin);
    const before = await rows(tdb, sql`select data from settings`);
    const res = await S.updateLayout({ ...layoutOf(DEFAULT_SETTINGS), translations });
    expect(res).toMatchObject({ ok: false, status: 400 });
    expect(Object.keys((res as { fieldErrors?: Record<string, string> }).fieldErrors ?? {}).some((k) => k.startsWith(field))).toBe(true);
    expect(await rows(tdb, sql`select data from settings`)).toEqual(before);
  });

  it('refuses a translation save to staff without the settings edit right', async () => {
    actAs(actors.staffView);
    expect(await S.updateSeo({ ...seoOf(DEFAULT_SETTINGS), translations: { ar: { seoTitle: 'متجر' } } })).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});
