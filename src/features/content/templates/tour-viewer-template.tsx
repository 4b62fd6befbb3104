import { getTranslations } from 'next-intl/server';
import { ArrowLeft, ShoppingBag } from '@/components/ui/icons';
import { PanoramaViewer } from '../components/panorama-viewer';

/** The full-screen 360° viewer page of one tour. Plain links: leaving does a full navigation, which releases the WebGL context. */
export async function TourViewerTemplate({
  tour,
}: {
  tour: { title: string; lang?: { title?: 'en' }; panorama: string; shopLink: string };
}) {
  const t = await getTranslations('content.tours');
  return (
    <main className="fixed inset-0 bg-black">
      <h1 className="sr-only" lang={tour.lang?.title}>
        {tour.title}
      </h1>
      <PanoramaViewer
        panorama={tour.panorama}
        caption={tour.title}
        captionLang={tour.lang?.title}
        label={t('viewerLabel', { title: tour.title })}
      />
      <div className="pointer-events-none absolute inset-x-0 top-0 z-[200] flex items-start justify-between gap-3 bg-gradient-to-b from-black/60 to-transparent p-3 sm:p-4">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full navigation releases the viewer's WebGL context */}
        <a
          href="/virtualtour"
          className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-sm font-semibold text-ink shadow hover:bg-white"
        >
          <ArrowLeft className="size-4 flip-rtl" aria-hidden /> {t('back')}
        </a>
        <a
          href={tour.shopLink}
          className="pointer-events-auto inline-flex items-center gap-2 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-ink shadow hover:bg-primary-hover"
        >
          <ShoppingBag className="size-4" aria-hidden /> {t('shopDesign')}
        </a>
      </div>
    </main>
  );
}
