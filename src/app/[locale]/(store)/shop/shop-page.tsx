import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { RawSearchParams } from '@/domain/catalogue/listing-query';
import { getCachedCategories, getCachedCategoryPath } from '@/server/catalogue/cached-reads';
import { ListingPage, rootCrumbs } from './listing-page';

async function resolve(slug: string[] | undefined) {
  if (!slug?.length) return { path: null };
  if (slug.length > 2) notFound();
  const path = await getCachedCategoryPath(slug[0], slug[1]);
  if (!path) notFound();
  return { path };
}

export async function shopMetadata(slug: string[] | undefined): Promise<Metadata> {
  const { path } = await resolve(slug);
  const t = await getTranslations('catalogue.listing');
  if (!path) return { title: t('shopTitle') };
  const name = path.subcategory ? `${path.subcategory.name} – ${path.category.name}` : path.category.name;
  return {
    title: path.category.seoTitle && !path.subcategory ? path.category.seoTitle : name,
    description: path.category.seoDescription ?? path.category.description,
  };
}

/**
 * The shop listing (all products, a category or a sub-category). Served from cache without a query (first page,
 * default sort: shop/[[...slug]]); with filters, sort or paging src/proxy.ts routes the request to the per-request
 * copy (filtered/shop/[[...slug]]), which hands its search parameters in.
 */
export async function ShopPage({ slug, searchParams }: { slug: string[] | undefined; searchParams: RawSearchParams }) {
  const { path } = await resolve(slug);
  const [t, crumbs] = await Promise.all([getTranslations('catalogue.listing'), rootCrumbs()]);
  if (!path)
    return (
      <ListingPage scope={{}} path="/shop" title={t('shopTitle')} crumbs={[crumbs[0], { name: t('shop') }]} searchParams={searchParams} />
    );
  const { category: c, subcategory: s } = path;
  const base = `/shop/${c.slug}`;
  const subs = s
    ? undefined
    : (await getCachedCategories()).find((x) => x._id === c._id)?.subCategories.map((x) => ({ name: x.name, href: `${base}/${x.slug}` }));
  return (
    <ListingPage
      scope={{ categoryId: c._id, ...(s ? { subcategoryId: s._id } : {}) }}
      path={s ? `${base}/${s.slug}` : base}
      title={s ? s.name : c.name}
      description={s ? undefined : c.description}
      crumbs={[...crumbs, { name: c.name, href: base }, ...(s ? [{ name: s.name }] : [])]}
      searchParams={searchParams}
      subcategories={subs}
    />
  );
}
