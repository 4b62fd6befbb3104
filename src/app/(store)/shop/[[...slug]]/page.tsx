import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getCachedCategories, getCachedCategoryPath } from '@/server/catalogue/cached-reads';
import { ListingPage, rootCrumbs } from '../listing-page';

type Props = { params: Promise<{ slug?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

async function resolve(slug: string[] | undefined) {
  if (!slug?.length) return { path: null };
  if (slug.length > 2) notFound();
  const path = await getCachedCategoryPath(slug[0], slug[1]);
  if (!path) notFound();
  return { path };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await resolve((await params).slug);
  const t = await getTranslations('catalogue.listing');
  if (!path) return { title: t('shopTitle') };
  const name = path.subcategory ? `${path.subcategory.name} – ${path.category.name}` : path.category.name;
  return { title: path.category.seoTitle && !path.subcategory ? path.category.seoTitle : name, description: path.category.seoDescription ?? path.category.description };
}

export default async function ShopPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const { path } = await resolve(slug);
  const [t, crumbs, sp] = await Promise.all([getTranslations('catalogue.listing'), rootCrumbs(), searchParams]);
  if (!path) return <ListingPage scope={{}} path="/shop" title={t('shopTitle')} crumbs={[crumbs[0], { name: t('shop') }]} searchParams={sp} />;
  const { category: c, subcategory: s } = path;
  const base = `/shop/${c.slug}`;
  const subs = s ? undefined : (await getCachedCategories()).find((x) => x._id === c._id)?.subCategories.map((x) => ({ name: x.name, href: `${base}/${x.slug}` }));
  return (
    <ListingPage
      scope={{ categoryId: c._id, ...(s ? { subcategoryId: s._id } : {}) }}
      path={s ? `${base}/${s.slug}` : base}
      title={s ? s.name : c.name}
      description={s ? undefined : c.description}
      crumbs={[...crumbs, { name: c.name, href: base }, ...(s ? [{ name: s.name }] : [])]}
      searchParams={sp}
      subcategories={subs}
    />
  );
}
