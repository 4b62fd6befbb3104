import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { MapPin, Phone } from 'lucide-react';
import type { CategoryDto } from '@/server/catalogue/list-categories';
import type { SettingsDto } from '@/server/settings/get-settings';

/** The public page frame. The full layout of spec §2 (menus, sticky bar, mobile tabs) is its own issue. */
export async function StoreShell({
  settings,
  categories,
  address,
  search,
  children,
}: {
  settings: SettingsDto;
  categories: CategoryDto[];
  address: { full: string; short: string };
  /** header search (and cart count), composed by the store layout */
  search?: React.ReactNode;
  children: React.ReactNode;
}) {
  const t = await getTranslations('common');
  const logo = settings.logo[0]?.url || '/brand/logo.svg';
  const maps = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.full)}`;
  return (
    <div className="flex min-h-screen flex-col">
      <div className="bg-ink text-sm text-white/90">
        <div className="container-shop flex h-10 items-center justify-between gap-4">
          <a href={maps} target="_blank" rel="noopener noreferrer" className="flex items-center gap-2 truncate hover:text-primary">
            <MapPin className="size-4 shrink-0" aria-hidden /> <span className="truncate">{address.short}</span>
          </a>
          <a href={`tel:${settings.phoneHeader.replace(/[^+\d]/g, '')}`} className="flex items-center gap-2 hover:text-primary">
            <Phone className="size-4" aria-hidden /> <span dir="ltr">{settings.phoneHeader}</span>
          </a>
        </div>
      </div>
      <header className="border-b border-body-gray bg-white">
        <div className="container-shop flex h-20 items-center justify-between gap-6">
          <Link href="/" aria-label={settings.name}>
            <Image src={logo} alt={settings.name} width={200} height={45} priority unoptimized={logo.endsWith('.svg')} />
          </Link>
          <nav aria-label="main" className="hidden items-center gap-6 font-medium lg:flex">
            <Link href="/" className="hover:text-secondary">{t('nav.home')}</Link>
            <Link href="/categories" className="hover:text-secondary">{t('nav.categories')}</Link>
            <Link href="/virtualtour" className="hover:text-secondary">{t('nav.virtualTour')}</Link>
            <Link href="/blogs" className="hover:text-secondary">{t('nav.blogs')}</Link>
            <Link href="/contactus" className="hover:text-secondary">{t('nav.contact')}</Link>
          </nav>
          {search && <div className="flex flex-1 items-center justify-end gap-2 lg:max-w-sm xl:max-w-md">{search}</div>}
          <Link
            href="/contactus"
            className="rounded-md bg-secondary px-4 py-2.5 text-sm font-semibold text-secondary-contrast transition hover:opacity-90"
          >
            {t('nav.getInTouch')}
          </Link>
        </div>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="mt-16 bg-ink text-white/80">
        <div className="container-shop grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <Image src={logo} alt={settings.name} width={200} height={45} className="rounded bg-white p-2" unoptimized={logo.endsWith('.svg')} />
            <p className="mt-4 text-sm leading-6">{settings.description}</p>
          </div>
          <div>
            <h2 className="mb-3 font-semibold text-white">{t('nav.categories')}</h2>
            <ul className="space-y-2 text-sm">
              {categories.map((c) => (
                <li key={c._id}>
                  <Link href={`/shop/${c.slug}`} className="hover:text-primary">{c.name}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-2 text-sm">
            <h2 className="mb-3 font-semibold text-white">{t('nav.contact')}</h2>
            <a href={maps} target="_blank" rel="noopener noreferrer" className="block hover:text-primary">{address.full}</a>
            <a href={`mailto:${settings.email}`} className="block hover:text-primary">{settings.email}</a>
            <a href={`tel:${settings.phoneFooter.replace(/[^+\d]/g, '')}`} className="block hover:text-primary" dir="ltr">{settings.phoneFooter}</a>
            <p>{t('footer.hours')}</p>
          </div>
        </div>
        <div className="border-t border-white/10">
          <div className="container-shop flex flex-col items-center justify-between gap-4 py-5 text-xs md:flex-row">
            <p>{settings.copyright}</p>
            {settings.gatewayImage[0]?.url && (
              <Image src={settings.gatewayImage[0].url} alt={settings.gatewayImage[0].name} width={565} height={37} className="h-auto max-w-full" unoptimized={settings.gatewayImage[0].url.endsWith('.svg')} />
            )}
          </div>
        </div>
      </footer>
    </div>
  );
}
