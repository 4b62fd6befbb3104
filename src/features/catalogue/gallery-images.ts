import type { ProductDetailDto } from '@/server/catalogue/get-product';

/** How wide the product gallery's main picture is shown (its srcset is chosen by this). */
export const GALLERY_SIZES = '(min-width:1024px) 600px, 100vw';

type GalleryProduct = Pick<ProductDetailDto, 'images' | 'variants' | 'name'>;

/** The variant a product page opens with: the first one in stock, else the first. */
export function firstVariant<P extends Pick<ProductDetailDto, 'variants'>>(p: P): P['variants'][number] | undefined {
  return p.variants.find((v) => v.stock > 0) ?? p.variants[0];
}

/** The gallery's pictures: the chosen variant's own picture first, then the product's. */
export function galleryImages(p: GalleryProduct, variantImage?: string | null): { url: string; alt: string }[] {
  return variantImage ? [{ url: variantImage, alt: p.name }, ...p.images.filter((i) => i.url !== variantImage)] : p.images;
}

/** The picture the page opens with (the server preloads it: it is the page's largest paint). */
export function openingGalleryImage(p: GalleryProduct): string | undefined {
  return galleryImages(p, firstVariant(p)?.image)[0]?.url;
}
