import { Picture } from '@/components/ui/picture';
import { getTranslations } from 'next-intl/server';
import { ArrowRight, Headphones, ShieldCheck, Truck } from '@/components/ui/icons';
import type { LocalizedHomeContent } from '@/domain/content/pages';
import type { Settings } from '@/domain/settings/settings';
import type { PaymentPromise } from '@/domain/settings/payment-promise';
import type { LocalizedSettings, SettingsTextSource } from '@/domain/settings/settings-texts';
import type { CategoryDto } from '@/server/catalogue/list-categories';
import { HeroSlider } from '../components/hero-slider';
import { Link } from '@/i18n/navigation';

function SectionHead({
  id,
  title,
  text,
  href,
  linkLabel,
}: {
  id: string;
  title: string;
  text?: string;
  href?: string;
  linkLabel?: string;
}) {
  return (
    <div className="mb-8 flex items-end justify-between gap-4">
      <div>
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        {text && <p className="mt-2 text-gray-600">{text}</p>}
      </div>
      {href && (
        <Link href={href} className="inline-flex shrink-0 items-center gap-1 font-semibold text-secondary-strong hover:underline">
          {linkLabel} <ArrowRight className="size-4 flip-rtl" aria-hidden />
        </Link>
      )}
    </div>
  );
}

/**
 * Home: hero slides and banners from the page content, category tiles, featured products and new arrivals
 * (product grids come in as slots: they are the catalogue's), and the footer banner's three blocks from settings.
 */
export async function HomeTemplate({
  content,
  categories,
  featured,
  newArrivals,
  footerBanner,
  footerBannerLang,
  paymentPromise,
}: {
  /** in the page's language (localizeHome); a text shown in English on another language's page is marked lang="en" */
  content: LocalizedHomeContent | null;
  categories: CategoryDto[];
  featured: React.ReactNode;
  newArrivals: React.ReactNode;
  /** in the page's language (localizeSettings) */
  footerBanner: Settings['footerBanner'];
  /** the banner texts shown in English on a page of another language */
  footerBannerLang?: LocalizedSettings<SettingsTextSource>['lang'];
  /** the security block's text worded from the payment methods switched on, or null for staff's own (as the footer) */
  paymentPromise?: PaymentPromise | null;
}) {
  const t = await getTranslations('catalogue.home');
  const footer = await getTranslations('common.footer');
  const order = content?.featuredCategorySlugs ?? [];
  const tiles = [...categories].sort((a, b) => (order.indexOf(a.slug) + 1 || 99) - (order.indexOf(b.slug) + 1 || 99));
  const ranges = categories.reduce((n, c) => n + c.subCategories.length, 0);
  const blocks = [
    {
      key: 'security',
      icon: ShieldCheck,
      ...footerBanner.security,
      ...(paymentPromise ? { description: footer(`paymentPromise.${paymentPromise}`), derived: true } : {}),
    },
    { key: 'support', icon: Headphones, ...footerBanner.support },
    { key: 'delivery', icon: Truck, ...footerBanner.delivery },
  ] as const;
  return (
    <>
      {content?.hero.length ? (
        <HeroSlider
          slides={content.hero}
          pictures={content.hero.map((s, i) => (
            <Picture key={`${s.image}-${i}`} src={s.image} alt="" fill preload={i === 0} sizes="100vw" className="-z-10 object-cover" />
          ))}
        />
      ) : (
        <section className="bg-ink py-24 text-white">
          <div className="container-shop">
            <h2 className="text-4xl font-extrabold">{t('fallbackTitle')}</h2>
          </div>
        </section>
      )}
      <h1 className="sr-only">{t('title')}</h1>

      <section className="container-shop py-14" aria-labelledby="categories-title">
        <SectionHead
          id="categories-title"
          title={t('categoriesTitle')}
          text={t('categoriesText', { collections: categories.length, count: ranges })}
          href="/categories"
          linkLabel={t('viewAll')}
        />
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5" data-testid="home-categories">
          {tiles.map((c) => (
            <li key={c._id}>
              <Link
                href={`/shop/${c.slug}`}
                className="group relative block aspect-[4/5] overflow-hidden rounded-xl bg-body-gray shadow-sm"
              >
                {c.image && (
                  <Picture
                    src={c.image}
                    alt=""
                    fill
                    maxWidth={828}
                    sizes="(min-width:1024px) 250px, (min-width:768px) 33vw, 50vw"
                    className="object-cover transition duration-500 group-hover:scale-105"
                  />
                )}
                <span className="absolute inset-0 bg-linear-to-t from-black/75 via-black/10 to-transparent" />
                <div className="absolute inset-x-0 bottom-0 p-4 text-white">
                  <h3 dir="auto" lang={c.lang?.name} className="text-lg font-bold">
                    {c.name}
                  </h3>
                  <span className="text-sm text-white/80">{t('subcategoryCount', { count: c.subCategories.length })}</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {content && content.banners.length > 0 && (
        <section className="render-later container-shop grid gap-5 md:grid-cols-2" aria-label={t('bannersLabel')}>
          {content.banners.map((b, i) => (
            <Link
              key={`${b.image}-${i}`}
              href={b.link || '/shop'}
              className="group relative isolate flex min-h-56 items-end overflow-hidden rounded-2xl p-7 text-white"
            >
              <Picture
                src={b.image}
                alt=""
                fill
                sizes="(min-width:768px) 640px, 100vw"
                className="-z-10 object-cover transition duration-700 group-hover:scale-105"
              />
              <span className="absolute inset-0 -z-10 bg-linear-to-t from-black/80 to-black/10" />
              <span>
                <span dir="auto" lang={b.lang?.heading} className="block text-2xl font-bold">
                  {b.heading}
                </span>
                {b.text && (
                  <span dir="auto" lang={b.lang?.text} className="mt-1 block text-white/85">
                    {b.text}
                  </span>
                )}
                <span className="mt-3 inline-flex items-center gap-1 font-semibold text-primary">
                  {t('discover')} <ArrowRight className="size-4 flip-rtl" aria-hidden />
                </span>
              </span>
            </Link>
          ))}
        </section>
      )}

      <section className="render-later container-shop py-14" aria-labelledby="featured-title">
        <SectionHead id="featured-title" title={t('featuredTitle')} href="/shop?sort=best-selling" linkLabel={t('viewAll')} />
        {featured}
      </section>

      <section className="render-later bg-gray-50 py-14" aria-labelledby="new-title">
        <div className="container-shop">
          <SectionHead id="new-title" title={t('newTitle')} href="/new-arrivals" linkLabel={t('viewAll')} />
          {newArrivals}
        </div>
      </section>

      <section className="render-later container-shop py-14" aria-label={t('promisesLabel')}>
        <ul className="grid gap-5 md:grid-cols-3" data-testid="footer-banner" data-service-banner="">
          {blocks.map(({ key, icon: Icon, title, description, ...block }) => (
            <li key={key} className="flex items-start gap-4 rounded-xl border border-body-gray bg-white p-6">
              <span className="rounded-full bg-primary/20 p-3 text-ink">
                <Icon className="size-6" aria-hidden />
              </span>
              <div>
                <h3 dir="auto" lang={footerBannerLang?.[`${key}Title`]} className="font-bold">
                  {title}
                </h3>
                <p
                  dir="auto"
                  lang={'derived' in block ? undefined : footerBannerLang?.[`${key}Description`]}
                  className="mt-1 text-sm text-gray-600"
                >
                  {description}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
