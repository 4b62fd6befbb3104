import type { ProductDetailDto } from '@/server/catalogue/get-product';

export interface ProductCrumb {
  name: string;
  /** the site path of the crumb's page; none for the product itself and for a hidden category or subcategory */
  href?: string;
  /** "en" when the name is the English text standing in for a missing translation */
  lang?: 'en';
}

/**
 * The product page's breadcrumb: home, shop, category, subcategory, product. A hidden category or subcategory has no
 * listing (it answers 404), so it is named without a link (docs/requirements.md, "Hiding a category").
 */
export function productCrumbs(
  p: Pick<ProductDetailDto, 'name' | 'category' | 'subcategory' | 'lang'>,
  labels: { home: string; shop: string },
): ProductCrumb[] {
  return [
    { name: labels.home, href: '/' },
    { name: labels.shop, href: '/shop' },
    { name: p.category.name, href: p.category.published ? `/shop/${p.category.slug}` : undefined, lang: p.category.lang?.name },
    ...(p.subcategory
      ? [
          {
            name: p.subcategory.name,
            href: p.subcategory.published ? `/shop/${p.category.slug}/${p.subcategory.slug}` : undefined,
            lang: p.subcategory.lang?.name,
          },
        ]
      : []),
    { name: p.name, lang: p.lang?.name },
  ];
}
