import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { ShopPage, shopMetadata } from '../shop-page';
import { withAlternates } from '@/features/layout/seo';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"): first page, default sort. */
export const dynamic = 'error';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; slug?: string[] }> };

async function metadataOf({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return shopMetadata((await params).slug);
}

export default async function CachedShopPage({ params }: Props) {
  await pageLocale(params);
  return <ShopPage slug={(await params).slug} searchParams={{}} />;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, (p) => ['/shop', ...(p.slug ?? [])].join('/'));
}
