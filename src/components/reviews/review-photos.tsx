import { Thumbnail } from '@/components/ui/thumbnail';

/** A review's photos (up to three) as small thumbnails, each opening the full picture: on the product page and in moderation. */
export function ReviewPhotos({ photos, alt }: { photos: string[]; alt: (n: number) => string }) {
  if (!photos.length) return null;
  return (
    <ul className="mt-3 flex gap-2">
      {photos.map((src, i) => (
        <li key={src}>
          <a href={src} target="_blank" rel="noopener" className="relative block size-20 overflow-hidden rounded-md border border-line">
            <Thumbnail src={src} width={80} alt={alt(i + 1)} />
          </a>
        </li>
      ))}
    </ul>
  );
}
