import { Picture } from '@/components/ui/picture';
import { getTranslations } from 'next-intl/server';
import { Rotate3d, ShoppingBag } from '@/components/ui/icons';
import { PageHeader } from '../components/page-header';
import type { TourDto } from '@/server/content/list-tours';

/** (docs/requirements.md, "Virtual tours"): each entry with id, name, link (/360/{NAME}/index.html) and image. */
export async function TourListTemplate({ tours }: { tours: TourDto[] }) {
  const t = await getTranslations('content.tours');
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <section className="container-shop py-10 md:py-14">
        {tours.length === 0 ? (
          <p className="text-gray-600">{t('empty')}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="tour-list">
            {tours.map((tour, i) => (
              <li
                key={tour.id}
                id={`tour-${tour.id}`}
                data-name={tour.name}
                className="group overflow-hidden rounded-xl border border-body-gray bg-white shadow-sm transition hover:shadow-md"
              >
                {/* the viewer is a full page of its own: plain anchors, not client-side navigation */}
                <a href={tour.link} className="relative block aspect-[3/2] overflow-hidden bg-body-gray" tabIndex={-1} aria-hidden>
                  <Picture
                    src={tour.image}
                    alt=""
                    fill
                    loading={i < 3 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : undefined}
                    sizes="(min-width:1024px) 400px, (min-width:640px) 50vw, 100vw"
                    className="object-cover transition duration-500 group-hover:scale-105"
                  />
                  <span className="absolute inset-0 grid place-items-center">
                    <span className="grid size-16 place-items-center rounded-full bg-black/45 text-white backdrop-blur-sm transition group-hover:scale-110 group-hover:bg-primary group-hover:text-ink">
                      <Rotate3d className="size-8" aria-hidden />
                    </span>
                  </span>
                  <span className="absolute start-3 top-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-bold tracking-wide text-ink">
                    360°
                  </span>
                </a>
                <div className="p-5">
                  <h2 dir="auto" lang={tour.lang?.title} className="text-lg font-bold text-ink">
                    {tour.title}
                  </h2>
                  <div className="mt-4 flex flex-wrap gap-3">
                    <a
                      href={tour.link}
                      className="inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-ink hover:bg-primary-hover"
                    >
                      <Rotate3d className="size-4" aria-hidden /> {t('open')}
                    </a>
                    <a
                      href={tour.shopLink}
                      className="inline-flex items-center gap-2 rounded-md border border-body-gray px-4 py-2 text-sm font-semibold hover:border-primary"
                    >
                      <ShoppingBag className="size-4" aria-hidden /> {t('shopDesign')}
                    </a>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
