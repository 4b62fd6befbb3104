import { getTranslations } from 'next-intl/server';
import { CalendarCheck, Phone, Ruler } from '@/components/ui/icons';
import { MeasureForm } from '../components/measure-form';
import { PageHeader } from '../components/page-header';

/** "Book a free measure" (docs/requirements.md, "Measure requests"): the form and what happens next. */
export async function MeasureTemplate({ phone }: { phone: string }) {
  const t = await getTranslations('content.measure');
  const steps = [
    { icon: CalendarCheck, title: t('steps.book'), text: t('steps.bookText') },
    { icon: Phone, title: t('steps.confirm'), text: t('steps.confirmText') },
    { icon: Ruler, title: t('steps.measure'), text: t('steps.measureText') },
  ];
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <section className="container-shop grid gap-10 py-10 md:py-14 lg:grid-cols-[1fr_340px]">
        <div className="rounded-2xl border border-body-gray bg-white p-6 shadow-sm md:p-8">
          <h2 className="mb-6 text-2xl font-bold text-ink">{t('formTitle')}</h2>
          <MeasureForm />
        </div>
        <aside className="h-fit rounded-2xl bg-ink p-6 text-white md:p-8">
          <h2 className="text-xl font-bold">{t('howItWorks')}</h2>
          <ol className="mt-6 space-y-6">
            {steps.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex items-start gap-4">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary/15">
                  <Icon className="size-5 text-primary" aria-hidden />
                </span>
                <div>
                  <p className="font-semibold">{title}</p>
                  <p className="text-sm text-white/70">{text}</p>
                </div>
              </li>
            ))}
          </ol>
          {phone && (
            <p className="mt-6 text-sm text-white/70">
              {t('callInstead')}{' '}
              <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="font-semibold text-white hover:text-primary" dir="ltr">
                {phone}
              </a>
            </p>
          )}
        </aside>
      </section>
    </>
  );
}
