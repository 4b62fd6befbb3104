import { optimizedImage } from '@/lib/image-url';

/**
 * A picture filling its (relative, sized) box, for client components that show pictures of data they loaded
 * themselves: search results, cart and checkout lines, compare and wishlist cards. `width` is the box's CSS width;
 * the optimiser sends it for 1x and 2x screens. Server components use Picture instead.
 */
export function Thumbnail({ src, alt = '', width }: { src: string; alt?: string; width: number }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's URLs without its client code
    <img {...optimizedImage(src, width)} alt={alt} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
  );
}
