import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CompareButton } from '@/features/cart/components/compare-button';
import { WishlistButton } from '@/features/cart/components/wishlist-button';
import { ProductTemplate, productJsonLd } from '@/features/catalogue/templates/product-template';
import { siteOrigin } from '@/lib/site-origin';
import { pageLocale } from '@/i18n/page-locale';
import { getCachedProduct, getCachedProductAccessories, getCachedProductReviews, getCachedRelated } from '@/server/catalogue/cached-reads';
import { ReviewSection } from '@/features/catalogue/components/reviews/review-section';
import { WriteReview } from '@/features/catalogue/components/reviews/write-review';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { offersInstallation } from '@/domain/cart/installation';
import { InstallationNote } from '@/features/catalogue/components/installation-note';
import { cardActions } from '../../shop/card-actions';
import { ProductPurchase } from './product-purchase';
import { AccessoriesPurchase } from './accessories-purchase';
import { AccessoriesView } from '@/features/catalogue/components/accessories/accessories-view';
import { DEFAULT_WASTE_PERCENT } from '@/domain/catalogue/boxes';
import { ClientMessages } from '@/i18n/client-messages';
import { withAlternates } from '@/features/layout/seo';
import { localizedPath } from '@/i18n/locale-route.mjs';
import { localizeAccessories, localizeProduct } from '@/server/catalogue/localize';

/** Rendered once per language and served from cache (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'error';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

/** The product as this language's page shows it (docs/requirements.md, "Content in four languages"). */
async function productIn(locale: string, slug: string) {
  const p = await getCachedProduct(slug);
  return p && localizeProduct(p, locale);
}

async function metadataOf({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const p = await productIn(locale, (await params).slug);
  if (!p) return {};
  const base = siteOrigin();
  const image = p.seo.image || p.images[0]?.url;
  const abs = image ? (image.startsWith('http') ? image : `${base}${image}`) : undefined;
  // the page's language's SEO texts, else its name and summary, else English's (localizeProduct, pickSeoText)
  const title = p.seo.title || p.name;
  const description = p.seo.description || p.summary;
  const settings = await getSettingsOrDefaults();
  return {
    title,
    description,
    keywords: p.seo.keywords ?? undefined,
    openGraph: {
      type: 'website',
      siteName: settings.name,
      title,
      description,
      url: `${base}${localizedPath(`/product/${p.slug}`, locale)}`,
      images: abs ? [{ url: abs, alt: p.name }] : undefined,
    },
    twitter: { card: abs ? 'summary_large_image' : 'summary', title, description, images: abs ? [abs] : undefined },
  };
}

export default async function ProductPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const product = await productIn(locale, slug);
  if (!product) notFound();
  const [settings, related, actions, t, base, reviews, storedAccessories] = await Promise.all([
    getSettingsOrDefaults(),
    getCachedRelated({ id: product._id, categoryId: product.category._id, subcategoryId: product.subcategory?._id ?? null }, 4),
    cardActions(),
    getTranslations('catalogue.listing'),
    siteOrigin(),
    getCachedProductReviews(product._id, product.slug),
    getCachedProductAccessories(product._id, product.slug),
  ]);
  const accessories = localizeAccessories(storedAccessories, locale);
  const jsonLd = productJsonLd(
    {
      product,
      url: `${base}${localizedPath(`/product/${product.slug}`, locale)}`,
      siteUrl: base,
      currency: settings.currency.name,
      reviews,
      locale,
    },
    t('home'),
    t('shop'),
  );
  // the price link previews show: Open Graph's product terms, which take `property` (Next.js's metadata writes
  // `name`), so the page renders them and React puts them in <head>
  const priceTags = (
    <>
      <meta property="product:price:amount" content={product.discount.toFixed(2)} />
      <meta property="product:price:currency" content={settings.currency.name} />
      <meta property="product:availability" content={product.inStock ? 'in stock' : 'out of stock'} />
    </>
  );
  return (
    <>
      {priceTags}
      <ProductTemplate
        product={product}
        currency={settings.currency.symbol}
        related={related}
        relatedActions={actions}
        jsonLd={jsonLd}
        reviews={
          <ClientMessages paths={['catalogue.reviews']}>
            <ReviewSection productId={product._id} reviews={reviews} write={<WriteReview productId={product._id} slug={product.slug} />} />
          </ClientMessages>
        }
        overview={
          <ClientMessages
            paths={['catalogue.product', 'catalogue.gallery', 'catalogue.calculator', 'catalogue.roomPreview', 'catalogue.accessories']}
          >
            <ProductPurchase
              product={product}
              currency={settings.currency.symbol}
              pickupTransferDays={settings.stock.pickupTransferDays}
              belowCalculator={
                <>
                  {offersInstallation(
                    { unit: product.unit, categorySlug: product.category.slug },
                    settings.installation.ratePerSqFtCents,
                  ) && (
                    <InstallationNote
                      ratePerSqFtCents={settings.installation.ratePerSqFtCents}
                      sqFtPerBox={product.unitValue}
                      currency={settings.currency.symbol}
                    />
                  )}
                  {accessories.length ? (
                    <AccessoriesPurchase accessories={accessories} currency={settings.currency.symbol}>
                      <AccessoriesView
                        accessories={accessories}
                        currency={settings.currency.symbol}
                        room={{ area: 0, wastePercent: DEFAULT_WASTE_PERCENT, perimeter: null }}
                      />
                    </AccessoriesPurchase>
                  ) : null}
                </>
              }
              actions={
                <>
                  <WishlistButton productId={product._id} productName={product.name} />
                  <CompareButton productId={product._id} productName={product.name} />
                </>
              }
            />
          </ClientMessages>
        }
      />
    </>
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return withAlternates(await metadataOf({ params }), params, (p) => `/product/${p.slug}`);
}
