import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

export type PictureProps = Omit<ImageProps, 'priority' | 'preload' | 'onLoad' | 'onError' | 'placeholder'> & {
  /** the page's largest picture: fetched first (a preload in the head, high priority, never lazy) */
  preload?: boolean;
  /** the widest copy worth offering (a card is never shown wider than this on any screen): shorter srcset, smaller page */
  maxWidth?: number;
};

/** The candidates of a width-described srcset up to `max` (at least the narrowest), and the widest of them as src. */
export function capSrcSet(srcSet: string | undefined, src: string, max: number | undefined): { srcSet?: string; src: string } {
  if (!srcSet || !max) return { srcSet, src };
  const candidates = srcSet.split(', ').map((c) => ({ c, w: Number.parseInt(c.slice(c.lastIndexOf(' ') + 1), 10) }));
  const kept = candidates.filter((x) => x.w <= max);
  const list = kept.length ? kept : candidates.slice(0, 1);
  const widest = list[list.length - 1].c;
  return { srcSet: list.map((x) => x.c).join(', '), src: widest.slice(0, widest.lastIndexOf(' ')) };
}

/** Has the browser fetch a picture with the page's head, at high priority (the page's largest paint). */
export function preloadPicture({ src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string }): void {
  preloadImage(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
}

/**
 * next/image's optimised picture (srcset through /_next/image, lazy unless told otherwise, sizes, fill) as a plain
 * <img> rendered on the server: next/image itself is a client component, so every picture of a page was code to
 * download and a component to hydrate (docs/requirements.md, "First load"). A client component that needs a picture takes it as a rendered
 * element from its server parent, or builds a thumbnail with `optimizedImage` (src/lib/image-url.ts).
 */
export function Picture({ preload, maxWidth, loading, fetchPriority, alt, ...rest }: PictureProps) {
  const { props: all } = getImageProps({
    ...rest,
    alt,
    loading: preload ? 'eager' : loading,
    fetchPriority: preload ? 'high' : fetchPriority,
  });
  const props = { ...all, ...capSrcSet(all.srcSet, all.src, maxWidth) };
  if (preload && props.src) preloadPicture(props);
  // eslint-disable-next-line @next/next/no-img-element -- the optimised props of next/image, without its client component
  return <img {...props} alt={alt} />;
}
