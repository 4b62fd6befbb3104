import { RichText } from '@/components/ui/rich-text';
import { getTranslations } from 'next-intl/server';
import { preloadPicture } from '@/components/ui/picture';
import { JsonLd } from '@/components/ui/json-ld';
import { localizedPath } from '@/i18n/locale-route.mjs';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { responsiveImage } from '@/lib/image-url';
import type { ProductCardDto } from '@/server/catalogue/dto';
import type { ProductDetailDto } from '@/server/catalogue/get-product';
import type { ProductReviews } from '@/server/reviews/product-reviews';
import { Breadcrumbs } from '../components/breadcrumbs';
import { productCrumbs } from '../product-crumbs';
import { GALLERY_SIZES, openingGalleryImage } from '../gallery-images';
import { ProductGrid } from '../components/product-grid';

export interface ProductJsonLdInput {
  product: ProductDetailDto;
  url: string;
  siteUrl: string;
  currency: string;
  /** the published reviews' summary and first page: AggregateRating and Review items when there are any */
  reviews?: ProductReviews;
  /** the page's language: name, description and crumbs are in it, the crumbs' addresses are its own */
  locale?: Locale;
}

/** schema.org Product with offers (and its rating and reviews once published), and the BreadcrumbList of the page. */
export function productJsonLd(
  { product: p, url, siteUrl, currency, reviews, locale = DEFAULT_LOCALE }: ProductJsonLdInput,
  homeName: string,
  shopName: string,
) {
  const abs = (u: string) => (u.startsWith('http') ? u : `${siteUrl}${u}`);
  const offers =
    p.type === 'variable' && p.variants.length
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: currency,
          lowPrice: Math.min(...p.variants.map((v) => v.discount)).toFixed(2),
          highPrice: Math.max(...p.variants.map((v) => v.discount)).toFixed(2),
          offerCount: p.variants.length,
          availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          url,
        }
      : {
          '@type': 'Offer',
          priceCurrency: currency,
          price: p.discount.toFixed(2),
          availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          url,
        };
  // a hidden category's listing answers 404: it is left out (every item of the list needs an address)
  const crumbs = productCrumbs(p, { home: homeName, shop: shopName })
    .filter((c, i, all) => c.href !== undefined || i === all.length - 1)
    .map((c) => ({ name: c.name, url: c.href === undefined ? url : `${siteUrl}${localizedPath(c.href, locale)}` }));
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      inLanguage: locale,
      name: p.name,
      sku: p.sku ?? undefined,
      description: p.summary || undefined,
      image: p.images.map((i) => abs(i.url)),
      brand: p.brand ? { '@type': 'Brand', name: p.brand.name } : undefined,
      category: p.category.name,
      offers,
      ...(reviews && reviews.summary.count > 0
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: reviews.summary.average.toFixed(1),
              reviewCount: reviews.summary.count,
              bestRating: 5,
              worstRating: 1,
            },
            review: reviews.items.map((r) => ({
              '@type': 'Review',
              author: { '@type': 'Person', name: r.authorName },
              datePublished: r.createdAt.slice(0, 10),
              name: r.title || undefined,
              reviewBody: r.body,
              reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
            })),
          }
        : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      inLanguage: locale,
      itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
    },
  ];
}

export async function ProductTemplate({
  product: p,
  overview,
  related,
  relatedActions,
  currency,
  jsonLd,
  reviews,
}: {
  product: ProductDetailDto;
  /** the interactive top of the page (composed with the cart by the page) */
  overview: React.ReactNode;
  related: ProductCardDto[];
  relatedActions?: (p: ProductCardDto) => React.ReactNode;
  currency: string;
  jsonLd: unknown;
  /** the reviews section (docs/requirements.md, "Product reviews") */
  reviews?: React.ReactNode;
}) {
  const t = await getTranslations('catalogue');
  // the gallery's opening picture is the page's largest paint: the browser fetches it with the page's head
  const opening = openingGalleryImage(p);
  if (opening) preloadPicture(responsiveImage(opening, GALLERY_SIZES));
  const crumbs = productCrumbs(p, { home: t('listing.home'), shop: t('listing.shop') });
  return (
    <div className="container-shop py-8">
      <JsonLd data={jsonLd} />
      <Breadcrumbs items={crumbs} label={t('listing.breadcrumbs')} />
      <div className="mt-6">{overview}</div>
      <div className="mt-14 grid gap-10 lg:grid-cols-[1fr_380px]">
        <section aria-labelledby="description-title">
          <h2 id="description-title" className="mb-4 text-2xl font-bold">
            {t('product.description')}
          </h2>
          {/* sanitised by the server when stored and again when read, by the one rich-text policy */}
          <RichText html={p.description} lang={p.lang?.description} testId="product-description" />
        </section>
        {p.specifications.length > 0 && (
          <section aria-labelledby="specs-title">
            <h2 id="specs-title" className="mb-4 text-2xl font-bold">
              {t('product.specifications')}
            </h2>
            <table className="w-full overflow-hidden rounded-lg text-sm" data-testid="specifications">
              <tbody>
                {p.specifications.map((s, i) => (
                  <tr key={`${s.name}-${i}`} className="odd:bg-gray-50">
                    <th scope="row" className="px-3 py-2 text-start font-medium text-gray-600">
                      <bdi lang={'lang' in s ? s.lang?.name : undefined}>{s.name}</bdi>
                    </th>
                    <td className="px-3 py-2 text-end">
                      <bdi lang={'lang' in s ? s.lang?.value : undefined}>{s.value}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
      {reviews}
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="render-later mt-16">
          <h2 id="related-title" className="mb-6 text-2xl font-bold">
            {t('product.related')}
          </h2>
          <ProductGrid products={related} currency={currency} actions={relatedActions} testId="related-products" />
        </section>
      )}
    </div>
  );
}
