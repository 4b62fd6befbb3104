import { optimizedImage } from '@/lib/image-url';

const LOGO_CLASS = 'dark:rounded-md dark:bg-white dark:px-1.5 dark:py-1';

/**
 * The shop's logo in the client parts of the header (phone header, slide-in menu, sticky bar) as a plain <img>:
 * an SVG as it is, any other picture through the image optimiser, without next/image's code in the page.
 */
export function LogoImage({
  src,
  alt,
  width,
  height,
  eager = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      {...optimizedImage(src, width)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={LOGO_CLASS}
    />
  );
}
