import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** The 403 page of spec §2. */
export async function ForbiddenPage() {
  const t = await getTranslations('account.forbidden');
  return (
    <section className="container-shop flex flex-col items-center py-24 text-center">
      <p className="text-7xl font-extrabold text-secondary">403</p>
      <h1 className="mt-4 text-3xl font-bold">{t('title')}</h1>
      <p className="mt-3 max-w-lg text-gray-600">{t('text')}</p>
      <Link href="/" className="mt-8 rounded-md bg-primary px-5 py-2.5 font-semibold text-ink hover:bg-primary-hover">{t('home')}</Link>
    </section>
  );
}
