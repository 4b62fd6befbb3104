'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ZoomIn, ZoomOut } from '@/components/ui/icons';
import { clsx } from 'clsx';
import { Thumbnail } from '@/components/ui/thumbnail';
import { responsiveImage } from '@/lib/image-url';
import { GALLERY_SIZES } from '../gallery-images';

const ZOOM = 2.5;

/** Product pictures with thumbnails; zoom by mouse (hover), touch (tap, then drag) and keyboard (Enter toggles, arrows pan or change picture). */
export function Gallery({ images, name }: { images: { url: string; alt: string }[]; name: string }) {
  const t = useTranslations('catalogue.gallery');
  const locale = useLocale();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const current = images[Math.min(index, images.length - 1)];

  const pointAt = (clientX: number, clientY: number, el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    setOrigin({
      x: Math.min(100, Math.max(0, ((clientX - r.left) / r.width) * 100)),
      y: Math.min(100, Math.max(0, ((clientY - r.top) / r.height) * 100)),
    });
  };
  const show = (i: number) => {
    setIndex((i + images.length) % images.length);
    setZoomed(false);
    setOrigin({ x: 50, y: 50 });
  };

  function onKeyDown(e: React.KeyboardEvent) {
    const step = 10;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setZoomed((z) => !z);
    } else if (e.key === 'Escape') setZoomed(false);
    else if (zoomed && ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) {
      e.preventDefault();
      setOrigin((o) => ({
        x: Math.min(100, Math.max(0, o.x + (e.key === 'ArrowLeft' ? -step : e.key === 'ArrowRight' ? step : 0))),
        y: Math.min(100, Math.max(0, o.y + (e.key === 'ArrowUp' ? -step : e.key === 'ArrowDown' ? step : 0))),
      }));
    } else if (!zoomed && (e.key === 'ArrowLeft' || e.key === 'ArrowRight') && images.length > 1) {
      e.preventDefault();
      const dir = document.documentElement.dir === 'rtl' ? -1 : 1;
      show(index + (e.key === 'ArrowRight' ? dir : -dir));
    }
  }

  if (!current) return <div className="aspect-square rounded-xl bg-gray-100" />;
  return (
    <div className="flex flex-col gap-3">
      <div
        role="button"
        tabIndex={0}
        aria-pressed={zoomed}
        aria-label={zoomed ? t('zoomOut') : t('zoomIn')}
        data-testid="gallery-main"
        data-zoomed={zoomed}
        className={clsx(
          'relative aspect-square overflow-hidden rounded-xl bg-gray-100 outline-none focus-visible:ring-4 focus-visible:ring-primary/60',
          zoomed ? 'cursor-zoom-out touch-none' : 'cursor-zoom-in',
        )}
        onClick={() => setZoomed((z) => !z)}
        onKeyDown={onKeyDown}
        onMouseMove={(e) => pointAt(e.clientX, e.clientY, e.currentTarget)}
        onMouseLeave={() => setZoomed(false)}
        onTouchMove={(e) => zoomed && pointAt(e.touches[0].clientX, e.touches[0].clientY, e.currentTarget)}
      >
        {/* plain <img>s through the image optimiser (no next/image code in the page); the first is preloaded by the server */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          {...responsiveImage(current.url, GALLERY_SIZES)}
          alt={current.alt || name}
          // a picture's own description is written in English (docs/requirements.md, "Content in four languages");
          // without one, the product's name in the page's language stands in
          lang={current.alt && locale !== 'en' ? 'en' : undefined}
          decoding="async"
          fetchPriority={index === 0 ? 'high' : undefined}
          className="absolute inset-0 size-full object-cover transition-transform duration-200 ease-out"
          style={{ transform: zoomed ? `scale(${ZOOM})` : 'scale(1)', transformOrigin: `${origin.x}% ${origin.y}%` }}
        />
        <span className="pointer-events-none absolute end-3 bottom-3 rounded-full bg-white/90 p-2 shadow" aria-hidden>
          {zoomed ? <ZoomOut className="size-4" /> : <ZoomIn className="size-4" />}
        </span>
      </div>
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2" aria-label={t('thumbnails')}>
          {images.map((img, i) => (
            <li key={img.url + i}>
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={t('showImage', { n: i + 1, total: images.length })}
                aria-current={i === index}
                className={clsx(
                  'relative block aspect-square w-full overflow-hidden rounded-lg border-2 bg-gray-100',
                  i === index ? 'border-primary' : 'border-transparent hover:border-body-gray',
                )}
              >
                <Thumbnail src={img.url} width={120} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
