import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import type { RawSearchParams } from '@/domain/catalogue/listing-query';
import { getCachedCategories, getCachedCategoryPath } from '@/server/catalogue/cached-reads';
import { localizeCategories, localizeCategoryPath } from '@/server/catalogue/localize';
import { ListingPage, rootCrumbs } from './listing-page';

/** The category path in the page's language (docs/requirements.md, "Content in four languages"). */
async function resolve(slug: string[] | undefined) {
  if (!slug?.length) return { path: null, locale: await getLocale() };
  if (slug.length > 2) notFound();
  const [path, locale] = await Promise.all([getCachedCategoryPath(slug[0], slug[1]), getLocale()]);
  if (!path) notFound();
  return { path: localizeCategoryPath(path, locale), locale };
}

export async function shopMetadata(slug: string[] | undefined): Promise<Metadata> {
  const { path } = await resolve(slug);
  const t = await getTranslations('catalogue.listing');
  if (!path) return { title: t('shopTitle') };
  const name = path.subcategory ? `${path.subcategory.name} – ${path.category.name}` : path.category.name;
  // the page's language's SEO texts, else its name and description, else English's (localizeCategoryPath, pickSeoText)
  return {
    title: path.subcategory ? name : path.category.seoTitle || name,
    description: path.category.seoDescription || path.category.description,
  };
}

/**
 * The shop listing (all products, a category or a sub-category). Served from cache without a query (first page,
 * default sort: shop/[[...slug]]); with filters, sort or paging src/proxy.ts routes the request to the per-request
 * copy (filtered/shop/[[...slug]]), which hands its search parameters in.
 */
export async function ShopPage({ slug, searchParams }: { slug: string[] | undefined; searchParams: RawSearchParams }) {
  const { path, locale } = await resolve(slug);
  const [t, crumbs] = await Promise.all([getTranslations('catalogue.listing'), rootCrumbs()]);
  if (!path)
    return (
      <ListingPage scope={{}} path="/shop" title={t('shopTitle')} crumbs={[crumbs[0], { name: t('shop') }]} searchParams={searchParams} />
    );
  const { category: c, subcategory: s } = path;
  const base = `/shop/${c.slug}`;
  const subs = s
    ? undefined
    : localizeCategories(await getCachedCategories(), locale)
        .find((x) => x._id === c._id)
        ?.subCategories.map((x) => ({ name: x.name, href: `${base}/${x.slug}`, lang: x.lang?.name }));
  return (
    <ListingPage
      scope={{ categoryId: c._id, ...(s ? { subcategoryId: s._id } : {}) }}
      path={s ? `${base}/${s.slug}` : base}
      title={s ? s.name : c.name}
      description={s ? undefined : c.description}
      lang={{ title: s ? s.lang?.name : c.lang?.name, description: s ? undefined : c.lang?.description }}
      crumbs={[...crumbs, { name: c.name, href: base, lang: c.lang?.name }, ...(s ? [{ name: s.name, lang: s.lang?.name }] : [])]}
      searchParams={searchParams}
      subcategories={subs}
    />
  );
}
