import { openingVariant } from '@/domain/catalogue/variants';
import type { ProductDetailDto } from '@/server/catalogue/get-product';

/** How wide the product gallery's main picture is shown (its srcset is chosen by this). */
export const GALLERY_SIZES = '(min-width:1024px) 600px, 100vw';

type GalleryProduct = Pick<ProductDetailDto, 'images' | 'variants' | 'name'>;

/** The gallery's pictures: the chosen variant's own picture first, then the product's. */
export function galleryImages(p: GalleryProduct, variantImage?: string | null): { url: string; alt: string }[] {
  if (!variantImage) return p.images;
  const own = p.images.find((i) => i.url === variantImage);
  return [{ url: variantImage, alt: own?.alt || p.name }, ...p.images.filter((i) => i.url !== variantImage)];
}

/** The picture the page opens with (the server preloads it: it is the page's largest paint). */
export function openingGalleryImage(p: GalleryProduct): string | undefined {
  return galleryImages(p, openingVariant(p.variants)?.image)[0]?.url;
}
