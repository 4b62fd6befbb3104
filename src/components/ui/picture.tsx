import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadImage } from 'react-dom';

export type PictureProps = Omit<ImageProps, 'priority' | 'preload' | 'onLoad' | 'onError' | 'placeholder'> & {
  /** the page's largest picture: fetched first (a preload in the head, high priority, never lazy) */
  preload?: boolean;
};

/**
 * next/image's optimised picture (srcset through /_next/image, lazy unless told otherwise, sizes, fill) as a plain
 * <img> rendered on the server: next/image itself is a client component, so every picture of a page was code to
 * download and a component to hydrate (issue 11 §7). A client component that needs a picture takes it as a rendered
 * element from its server parent, or builds a thumbnail with `optimizedImage` (src/lib/image-url.ts).
 */
export function Picture({ preload, loading, fetchPriority, alt, ...rest }: PictureProps) {
  const { props } = getImageProps({ ...rest, alt, loading: preload ? 'eager' : loading, fetchPriority: preload ? 'high' : fetchPriority });
  if (preload && props.src) preloadImage(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  // eslint-disable-next-line @next/next/no-img-element -- the optimised props of next/image, without its client component
  return <img {...props} alt={alt} />;
}
