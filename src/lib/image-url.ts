/**
 * The widths /_next/image serves (next.config.ts takes them from here; any other width is refused): next/image's
 * defaults without 2048 and 3840, which no picture of the shop is shown at and which only lengthened every srcset.
 */
export const IMAGE_SIZES = [32, 48, 64, 96, 128, 256, 384];
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920];
const IMAGE_WIDTHS = [...IMAGE_SIZES, ...DEVICE_SIZES];

const fit = (px: number) => IMAGE_WIDTHS.find((w) => w >= px) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];

/** The optimiser URL of `src` at a width, or null for pictures it does not take (other sites, SVG): used as they are. */
function optimiser(src: string, quality: number): ((w: number) => string) | null {
  if (!src.startsWith('/') || src.startsWith('//') || src.endsWith('.svg')) return null;
  return (w) => `/_next/image?url=${encodeURIComponent(src)}&w=${w}&q=${quality}`;
}

/**
 * src and srcset (1x, 2x) of a picture shown `cssWidth` pixels wide, through the image optimiser, for client
 * components that show pictures of data they loaded themselves (search results, cart lines); the same URLs
 * next/image would ask for, without its code. Pictures not on this site (or SVG) are used as they are.
 */
export function optimizedImage(src: string, cssWidth: number, quality = 75): { src: string; srcSet?: string } {
  const url = optimiser(src, quality);
  if (!url) return { src };
  const one = fit(cssWidth);
  const two = fit(cssWidth * 2);
  return { src: url(two), srcSet: one === two ? undefined : `${url(one)} 1x, ${url(two)} 2x` };
}

/** Widths offered for a picture whose displayed width follows the viewport (`sizes`), as next/image offers them. */
const RESPONSIVE_WIDTHS = [256, 384, 640, 750, 828, 1080, 1200, 1920] as const;

/**
 * src, srcset (by width) and sizes of a picture shown at `sizes`, through the image optimiser: for the pictures of
 * client components that change on the client (the product gallery), and for their preload on the server, which
 * must ask for the very same URLs.
 */
export function responsiveImage(src: string, sizes: string, quality = 75): { src: string; srcSet?: string; sizes?: string } {
  const url = optimiser(src, quality);
  if (!url) return { src };
  return {
    src: url(RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1]),
    srcSet: RESPONSIVE_WIDTHS.map((w) => `${url(w)} ${w}w`).join(', '),
    sizes,
  };
}
