import { getLocale, getTranslations } from 'next-intl/server';
import { StatusBadge } from '@/components/dashboard/status-badge';
import { PHONE_ORDER_NOTE } from '@/domain/orders/manual-order';
import { carrierName } from '@/domain/orders/shipment';
import { isLocale, localeDir } from '@/i18n/locales';
import { isolateText } from '@/lib/bidi-text';
import { formatDashboardDateTime } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import type { OrderDetailDto } from '@/server/dashboard/orders';

/** An order's timeline for staff: each status step and event (parcels, tracking, edits, pickup), who and when. */
export async function OrderTimeline({
  timeline,
  currencySymbol,
  className,
}: {
  timeline: OrderDetailDto['timeline'];
  currencySymbol: string;
  className: string;
}) {
  const [t, locale] = [await getTranslations('dashOrders'), await getLocale()];
  // a Latin carrier or tracking number in an Arabic sentence, bidi-isolated so it keeps its place
  const iso = isLocale(locale) && localeDir(locale) === 'rtl' ? isolateText : (s: string) => s;
  const money = (v: string | number) => formatMoney(v, locale, currencySymbol);
  return (
    <section className={className}>
      <h2 className="mb-3 text-base font-semibold">{t('order.timeline')}</h2>
      <ol className="relative space-y-4 border-s border-line ps-4">
        {timeline.map((h, n) => (
          <li key={n} className="text-sm">
            <span className="absolute -start-1.5 mt-1 size-3 rounded-full border-2 border-surface bg-secondary-strong" aria-hidden />
            <StatusBadge tone={h.status} label={t(`status.${h.status}`)} />
            <p className="mt-1 text-xs text-fg-muted">
              {/* the time of day too: several changes of one day keep their order and hour */}
              <time dateTime={h.createdAt}>{formatDashboardDateTime(h.createdAt)}</time> ·{' '}
              {h.actorName ? t('order.by', { name: h.actorName }) : t('order.system')}
            </p>
            {h.event && (
              <p className="mt-1" data-testid="timeline-event">
                {h.event.kind === 'edited'
                  ? t('timelineEvent.edited', { before: money(h.event.totalBefore), after: money(h.event.totalAfter) })
                  : h.event.kind === 'readyForPickup'
                    ? t('timelineEvent.readyForPickup')
                    : t(`timelineEvent.${h.event.kind}`, {
                        carrier: iso(h.event.carrierName || carrierName(h.event.carrier)),
                        number: iso(h.event.trackingNumber),
                        position: h.event.position ?? 1,
                      })}
              </p>
            )}
            {h.note === PHONE_ORDER_NOTE ? (
              <p className="mt-1">{t('order.phoneOrder', { name: isolateText(h.actorName ?? '') })}</p>
            ) : (
              h.note && <p className="mt-1">{h.note}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
