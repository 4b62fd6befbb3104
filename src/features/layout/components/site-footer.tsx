import { Picture } from '@/components/ui/picture';
import { getLocale, getTranslations } from 'next-intl/server';
import { hoursLines } from '@/domain/settings/opening-hours';
import { Clock, Headset, Mail, MapPin, Phone, ShieldCheck, Truck } from '@/components/ui/icons';
import { FacebookIcon, InstagramIcon } from '@/components/ui/social-icons';
import type { SettingsDto } from '@/server/settings/get-settings';
import { switchedOnPaymentMethods } from '@/domain/settings/settings';
import type { PaymentPromise } from '@/domain/settings/payment-promise';
import type { LocalizedSettings } from '@/domain/settings/settings-texts';
import { safeHttpUrl, telHref } from '../links';
import type { MenuCategory } from '../menu-types';
import { Link } from '@/i18n/navigation';

interface SiteFooterProps {
  /** in the page's language (localizeSettings): `lang` names the texts shown in English */
  settings: Pick<
    LocalizedSettings<SettingsDto>,
    | 'lang'
    | 'name'
    | 'description'
    | 'email'
    | 'phoneFooter'
    | 'copyright'
    | 'logo'
    | 'gatewayImage'
    | 'social'
    | 'footerBanner'
    | 'paymentGateway'
    | 'openingHours'
  >;
  categories: MenuCategory[];
  address: { full: string; maps: string };
  /** newsletter sign-up, shown above the columns when given */
  newsletter?: React.ReactNode;
  /** the security block's text worded from the payment methods switched on, or null for staff's own (paymentPromise) */
  promise?: PaymentPromise | null;
}

const heading = 'mb-4 text-sm font-bold tracking-wider text-white uppercase';
const footLink = 'text-white/75 transition-colors hover:text-primary';

/** Footer (docs/requirements.md, "Store frame"): service banner, Collections, Quick Links, Contact Info, copyright and payment methods. */
export async function SiteFooter({ settings, categories, address, newsletter, promise }: SiteFooterProps) {
  const [t, locale] = await Promise.all([getTranslations('common.footer'), getLocale()]);
  const logo = settings.logo[0]?.url || '/brand/logo.svg';
  const facebook = safeHttpUrl(settings.social.facebook);
  const instagram = safeHttpUrl(settings.social.instagram);
  const methods = switchedOnPaymentMethods(settings.paymentGateway);
  // the gateway picture shows card and wallet logos: only when the shop takes payment online
  const gateway = methods.some((m) => m !== 'cod') ? settings.gatewayImage[0] : undefined;
  const lang = settings.lang ?? {};
  const banner = [
    promise
      ? {
          Icon: ShieldCheck,
          ...settings.footerBanner.security,
          description: t(`paymentPromise.${promise}`),
          titleLang: lang.securityTitle,
          textLang: undefined,
        }
      : { Icon: ShieldCheck, ...settings.footerBanner.security, titleLang: lang.securityTitle, textLang: lang.securityDescription },
    { Icon: Headset, ...settings.footerBanner.support, titleLang: lang.supportTitle, textLang: lang.supportDescription },
    { Icon: Truck, ...settings.footerBanner.delivery, titleLang: lang.deliveryTitle, textLang: lang.deliveryDescription },
  ];
  const quick = [
    { href: '/about', label: t('about') },
    { href: '/shop', label: t('shop') },
    { href: '/virtualtour', label: t('virtualTour') },
    { href: '/blogs', label: t('blogs') },
    { href: '/faq', label: t('faq') },
    { href: '/contactus', label: t('contact') },
    { href: '/measure', label: t('measure') },
    { href: '/privacy', label: t('privacy') },
    { href: '/terms', label: t('terms') },
  ];
  return (
    <footer className="render-later mt-20 bg-ink text-sm text-white/80">
      <div className="footer-service-banner border-b border-white/10" data-testid="footer-service-banner">
        <ul className="container-shop grid gap-6 py-8 md:grid-cols-3">
          {banner.map(({ Icon, title, description, titleLang, textLang }) => (
            <li key={title} className="flex items-start gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-fg">
                <Icon className="size-6" aria-hidden />
              </span>
              <div>
                <p className="font-semibold text-white" dir="auto" lang={titleLang}>
                  {title}
                </p>
                <p className="mt-1 text-white/70" dir="auto" lang={textLang}>
                  {description}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {newsletter && (
        <div className="border-b border-white/10">
          <div className="container-shop py-8">{newsletter}</div>
        </div>
      )}
      <div className="container-shop grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <div>
          <Link href="/" aria-label={settings.name} className="inline-block rounded-lg bg-white px-3 py-2">
            <Picture src={logo} alt={settings.name} width={200} height={45} unoptimized={logo.endsWith('.svg')} />
          </Link>
          <p className="mt-5 max-w-sm leading-6 text-white/70" dir="auto" lang={lang.description}>
            {settings.description}
          </p>
          {(facebook || instagram) && (
            <div className="mt-5 flex gap-3">
              {facebook && (
                <a
                  href={facebook}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('facebook')}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-primary hover:text-primary-fg"
                >
                  <FacebookIcon className="size-5" />
                </a>
              )}
              {instagram && (
                <a
                  href={instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('instagram')}
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-primary hover:text-primary-fg"
                >
                  <InstagramIcon className="size-5" />
                </a>
              )}
            </div>
          )}
        </div>
        <nav aria-labelledby="footer-collections">
          <h2 id="footer-collections" className={heading}>
            {t('collections')}
          </h2>
          <ul className="space-y-2.5">
            {categories.map((c) => (
              <li key={c.slug}>
                <Link href={`/shop/${c.slug}`} lang={c.lang?.name} className={footLink}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={heading}>
            {t('quickLinks')}
          </h2>
          <ul className="space-y-2.5">
            {quick.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={footLink}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div data-testid="footer-contact">
          <h2 className={heading}>{t('contactInfo')}</h2>
          <ul className="space-y-3.5">
            <li>
              <a href={address.maps} target="_blank" rel="noopener noreferrer" className={`${footLink} flex gap-3`}>
                <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span dir="ltr" className="text-start">
                  {address.full}
                </span>
              </a>
            </li>
            <li>
              <a href={`mailto:${settings.email}`} className={`${footLink} flex gap-3`}>
                <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span dir="ltr">{settings.email}</span>
              </a>
            </li>
            <li>
              <a href={telHref(settings.phoneFooter)} className={`${footLink} flex gap-3`}>
                <Phone className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                <span dir="ltr">{settings.phoneFooter}</span>
              </a>
            </li>
            <li className="flex gap-3 text-white/75">
              <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {/* the opening hours of Settings › Opening hours (docs/requirements.md, "Showroom pickup") */}
              <span data-testid="footer-hours">
                {hoursLines(settings.openingHours, locale, { range: (from, to) => t('dayRange', { from, to }), closed: t('closed') }).map(
                  (l) => (
                    <span key={l.days} className="block">
                      {l.days}
                      {': '}
                      {l.closed ? l.hours : <bdi dir="ltr">{l.hours}</bdi>}
                    </span>
                  ),
                )}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* the end gutter keeps the payment methods clear of the fixed "back to top" button (scroll-to-top.tsx) */}
        <div className="container-shop flex flex-col items-center justify-between gap-4 py-6 text-xs text-white/70 lg:flex-row lg:pe-[4.5rem]">
          <p dir="auto" lang={lang.copyright} data-testid="footer-copyright">
            {settings.copyright}
          </p>
          <div className="flex flex-col items-center gap-3 lg:items-end">
            {methods.length > 0 && (
              <ul className="flex flex-wrap justify-center gap-2" aria-label={t('payments')} data-testid="footer-payment-methods">
                {methods.map((m) => (
                  <li key={m} className="rounded-md border border-white/20 px-2.5 py-1 font-semibold text-white/85">
                    {t(`methods.${m}`)}
                  </li>
                ))}
              </ul>
            )}
            {gateway?.url && (
              <div className="w-full max-w-[565px]">
                <Picture
                  src={gateway.url}
                  alt={gateway.name || t('payments')}
                  width={565}
                  height={37}
                  className="h-auto w-full"
                  unoptimized={gateway.url.endsWith('.svg')}
                />
              </div>
            )}
          </div>
        </div>
      </div>
    </footer>
  );
}
