import 'server-only';

/** Public URLs of the generated catalogue images (scripts/generate-images.ts writes them under public/). */
export const CATALOG_IMAGE_DIR = 'images/catalog';

export const productImageUrl = (productSlug: string, index: number) => `/${CATALOG_IMAGE_DIR}/p-${productSlug}-${index + 1}.webp`;
export const categoryImageUrl = (slug: string) => `/${CATALOG_IMAGE_DIR}/c-${slug}.webp`;
export const subcategoryImageUrl = (categorySlug: string, slug: string) => `/${CATALOG_IMAGE_DIR}/s-${categorySlug}-${slug}.webp`;
export const contentImageUrl = (name: string) => `/${CATALOG_IMAGE_DIR}/x-${name}.webp`;
