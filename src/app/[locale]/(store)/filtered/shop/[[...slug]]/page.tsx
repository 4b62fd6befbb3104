import type { Metadata } from 'next';
import type { RawSearchParams } from '@/domain/catalogue/listing-query';
import { pageLocale } from '@/i18n/page-locale';
import { ShopPage, shopMetadata } from '../../../shop/shop-page';

/**
 * A shop listing with filters, sort or a page number: rendered per request. Reached only through src/proxy.ts,
 * which routes /shop/…?query here (and answers 404 to /filtered/… asked for directly).
 */
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; slug?: string[] }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await pageLocale(params);
  return shopMetadata((await params).slug);
}

export default async function FilteredShopPage({ params, searchParams }: Props) {
  await pageLocale(params);
  return <ShopPage slug={(await params).slug} searchParams={await searchParams} />;
}
