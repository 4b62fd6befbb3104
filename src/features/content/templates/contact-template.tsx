import { getLocale, getTranslations } from 'next-intl/server';
import { OpeningHoursList } from '@/components/opening-hours';
import type { OpeningHours } from '@/domain/settings/opening-hours';
import { Clock, Mail, MapPin, Phone } from '@/components/ui/icons';
import { ContactForm } from '../components/contact-form';
import { PageHeader } from '../components/page-header';

interface Props {
  address: string;
  mapsUrl: string;
  phone: string;
  email: string;
  hours: OpeningHours;
}

export async function ContactTemplate({ address, mapsUrl, phone, email, hours }: Props) {
  const [t, locale] = await Promise.all([getTranslations('content'), getLocale()]);
  const item = 'flex items-start gap-4';
  const icon = 'grid size-11 shrink-0 place-items-center rounded-full bg-primary/15 text-amber-700';
  return (
    <>
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} />
      <section className="container-shop grid gap-10 py-10 md:py-14 lg:grid-cols-[1fr_380px]">
        <div className="rounded-2xl border border-body-gray bg-white p-6 shadow-sm md:p-8">
          <h2 className="mb-6 text-2xl font-bold text-ink">{t('contact.formTitle')}</h2>
          <ContactForm />
        </div>
        <aside className="h-fit rounded-2xl bg-ink p-6 text-white md:p-8">
          <h2 className="text-xl font-bold">{t('contact.visitUs')}</h2>
          <ul className="mt-6 space-y-6">
            <li className={item}>
              <span className={icon}>
                <MapPin className="size-5 text-primary" aria-hidden />
              </span>
              <div>
                <p className="text-sm text-white/60">{t('contact.address')}</p>
                {/* a Latin address, e-mail and phone keep their order on Arabic pages (docs/architecture.md, "Right-to-left text") */}
                <address className="not-italic" data-testid="contact-address">
                  <bdi>{address}</bdi>
                </address>
                <a
                  href={mapsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-1 inline-block text-sm font-semibold text-primary underline-offset-2 hover:underline"
                >
                  {t('contact.openMap')}
                </a>
              </div>
            </li>
            <li className={item}>
              <span className={icon}>
                <Phone className="size-5 text-primary" aria-hidden />
              </span>
              <div>
                <p className="text-sm text-white/60">{t('contact.callUs')}</p>
                <a
                  href={`tel:${phone.replace(/[^+\d]/g, '')}`}
                  className="font-semibold hover:text-primary"
                  dir="ltr"
                  data-testid="contact-phone"
                >
                  {phone}
                </a>
              </div>
            </li>
            <li className={item}>
              <span className={icon}>
                <Mail className="size-5 text-primary" aria-hidden />
              </span>
              <div className="min-w-0">
                <p className="text-sm text-white/60">{t('contact.emailUs')}</p>
                <a href={`mailto:${email}`} className="break-all font-semibold hover:text-primary" dir="ltr" data-testid="contact-email">
                  {email}
                </a>
              </div>
            </li>
            <li className={item}>
              <span className={icon}>
                <Clock className="size-5 text-primary" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-sm text-white/60">{t('contact.hours')}</p>
                <OpeningHoursList
                  hours={hours}
                  locale={locale}
                  words={{ range: (from, to) => t('dayRange', { from, to }), closed: t('contact.closed') }}
                  className="font-semibold"
                  testId="contact-hours"
                />
              </div>
            </li>
          </ul>
        </aside>
      </section>
    </>
  );
}
