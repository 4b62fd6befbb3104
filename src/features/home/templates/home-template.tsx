import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ArrowRight } from 'lucide-react';
import type { CategoryDto } from '@/server/catalogue/list-categories';

/** Plain home page of the foundation: a hero and the categories from the database. */
export async function HomeTemplate({ categories, heroImage }: { categories: CategoryDto[]; heroImage?: string }) {
  const t = await getTranslations('common.home');
  const ranges = categories.reduce((n, c) => n + c.subCategories.length, 0);
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink">
        {heroImage && <Image src={heroImage} alt="" fill priority sizes="100vw" className="-z-10 object-cover opacity-60" />}
        <div className="container-shop py-24 text-white md:py-32">
          <h1 className="max-w-2xl text-4xl font-extrabold tracking-tight md:text-5xl">{t('heroTitle')}</h1>
          <p className="mt-4 max-w-xl text-lg text-white/90">{t('heroText')}</p>
          <Link href="/shop" className="mt-8 inline-flex items-center gap-2 rounded-md bg-primary px-6 py-3 font-semibold text-ink hover:bg-primary-hover">
            {t('shopNow')} <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
          </Link>
        </div>
      </section>
      <section className="container-shop py-14" aria-labelledby="categories-title">
        <div className="mb-8 flex items-end justify-between gap-4">
          <div>
            <h2 id="categories-title" className="text-3xl font-bold">{t('categoriesTitle')}</h2>
            <p className="mt-2 text-gray-600">{t('categoriesText', { count: ranges })}</p>
          </div>
          <Link href="/categories" className="hidden font-semibold text-secondary-strong hover:underline sm:block">{t('viewAll')}</Link>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="home-categories">
          {categories.map((c) => (
            <li key={c._id} className="group overflow-hidden rounded-xl border border-body-gray bg-white shadow-sm transition hover:shadow-md">
              <Link href={`/shop/${c.slug}`} className="block">
                <div className="relative aspect-[3/2] bg-body-gray">
                  {c.image && <Image src={c.image} alt="" fill sizes="(min-width:1024px) 400px, (min-width:640px) 50vw, 100vw" className="object-cover transition duration-500 group-hover:scale-105" />}
                </div>
                <div className="p-5">
                  <h3 className="text-xl font-semibold">{c.name}</h3>
                  <p className="mt-1 text-sm text-gray-600">{t('subcategoryCount', { count: c.subCategories.length })}</p>
                </div>
              </Link>
              <ul className="flex flex-wrap gap-2 px-5 pb-5">
                {c.subCategories.map((s) => (
                  <li key={s._id}>
                    <Link href={`/shop/${c.slug}/${s.slug}`} className="inline-block rounded-full bg-gray-100 px-3 py-1 text-xs font-medium hover:bg-primary hover:text-ink">
                      {s.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
