import type { ProductDetailDto } from '@/server/catalogue/get-product';
import type { PreviewColour } from './room-preview-dialog';

/** The colours the room preview offers: each colour of the product that has its own picture, once. */
export function previewColours(p: Pick<ProductDetailDto, 'variants'>): PreviewColour[] {
  const seen = new Set<string>();
  const out: PreviewColour[] = [];
  for (const v of p.variants) {
    if (!v.color || !v.image || seen.has(v.image)) continue;
    seen.add(v.image);
    out.push({ name: v.color.name, image: v.image });
  }
  return out;
}
