import { Picture } from '@/components/ui/picture';
import { getTranslations } from 'next-intl/server';
import type { CategoryDto } from '@/server/catalogue/list-categories';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Link } from '@/i18n/navigation';

/** Every category with its subcategories and pictures. */
export async function CategoriesTemplate({ categories }: { categories: CategoryDto[] }) {
  const t = await getTranslations('catalogue');
  return (
    <div className="container-shop py-8">
      <Breadcrumbs items={[{ name: t('listing.home'), href: '/' }, { name: t('categories.title') }]} label={t('listing.breadcrumbs')} />
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight md:text-4xl">{t('categories.title')}</h1>
      <p className="mt-2 text-gray-600">{t('categories.text')}</p>
      <div className="mt-10 space-y-14" data-testid="categories">
        {categories.map((c) => (
          <section key={c._id} aria-labelledby={`cat-${c.slug}`}>
            <div className="grid items-center gap-6 md:grid-cols-[320px_1fr]">
              <Link href={`/shop/${c.slug}`} className="group relative block aspect-[4/3] overflow-hidden rounded-xl bg-body-gray">
                {c.image && (
                  <Picture
                    src={c.image}
                    alt=""
                    fill
                    maxWidth={828}
                    sizes="(min-width:768px) 320px, 100vw"
                    className="object-cover transition duration-500 group-hover:scale-105"
                  />
                )}
              </Link>
              <div>
                <h2 id={`cat-${c.slug}`} className="text-2xl font-bold">
                  <Link href={`/shop/${c.slug}`} lang={c.lang?.name} className="hover:text-secondary-strong">
                    {c.name}
                  </Link>
                </h2>
                <p lang={c.lang?.description} className="mt-2 text-gray-600">
                  {c.description}
                </p>
                <Link href={`/shop/${c.slug}`} className="mt-3 inline-block font-semibold text-secondary-strong hover:underline">
                  {t('categories.shopAll', { name: c.name })}
                </Link>
              </div>
            </div>
            <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {c.subCategories.map((s) => (
                <li key={s._id}>
                  <Link
                    href={`/shop/${c.slug}/${s.slug}`}
                    className="group block overflow-hidden rounded-lg border border-body-gray bg-white hover:shadow-md"
                  >
                    <span className="relative block aspect-square bg-gray-100">
                      {s.image && (
                        <Picture
                          src={s.image}
                          alt=""
                          fill
                          maxWidth={828}
                          sizes="(min-width:1024px) 240px, 50vw"
                          className="object-cover transition duration-500 group-hover:scale-105"
                        />
                      )}
                    </span>
                    <span lang={s.lang?.name} className="block p-3 text-sm font-semibold">
                      {s.name}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
