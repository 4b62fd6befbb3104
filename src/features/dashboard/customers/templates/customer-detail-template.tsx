import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/dashboard/page-header';
import { formatDashboardDate } from '@/lib/format';
import { formatMoney } from '@/lib/money';
import type { CustomerDetailDto } from '@/server/dashboard/customers';
import { BlockButton } from '../components/block-button';
import { CustomerNotesForm } from '../components/customer-notes-form';
import { StatusBadge } from '@/components/dashboard/status-badge';
import { PaymentStatusBadge } from '@/components/dashboard/payment-status-badge';

const CARD = 'rounded-lg border border-line bg-surface p-5 shadow-xs';

export async function CustomerDetailTemplate({
  customer: c,
  canEdit,
  canSeeOrders,
  currencySymbol,
}: {
  customer: CustomerDetailDto;
  canEdit: boolean;
  canSeeOrders: boolean;
  currencySymbol: string;
}) {
  const [t, o, locale] = [await getTranslations('dashCustomers.customers'), await getTranslations('dashOrders'), await getLocale()];
  const money = (v: string) => formatMoney(v, locale, currencySymbol);
  return (
    <>
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <bdi>{c.name}</bdi>
            <StatusBadge tone={c.blocked ? 'blocked' : 'active'} label={c.blocked ? t('blocked') : t('allowed')} className="text-sm" />
            {!c.hasLogin && <StatusBadge tone="guest" label={t('guest')} className="text-sm" />}
          </span>
        }
        description={
          <>
            <bdi>{c.email}</bdi>{' '}
            {c.phone && (
              <bdi dir="ltr" className="whitespace-nowrap">
                · {c.phone}
              </bdi>
            )}{' '}
            · {t('joined')} {formatDashboardDate(c.createdAt)}
            {c.lastLoginAt && <> · {t('lastLogin', { date: formatDashboardDate(c.lastLoginAt) })}</>}
          </>
        }
        actions={canEdit ? <BlockButton id={c.id} name={c.name} blocked={c.blocked} /> : undefined}
      />
      {!c.hasLogin && <p className="mb-5 rounded-md border border-line bg-surface px-4 py-3 text-sm text-fg-muted">{t('guestNote')}</p>}
      <div className="mb-5 grid gap-4 sm:grid-cols-3">
        <div className={CARD}>
          <p className="text-sm text-fg-muted">{t('orders')}</p>
          <p className="text-2xl font-bold tabular-nums">{c.orderCount}</p>
        </div>
        <div className={CARD}>
          <p className="text-sm text-fg-muted">{t('spent')}</p>
          <p className="text-2xl font-bold tabular-nums">{money(c.totalSpent)}</p>
        </div>
        <div className={CARD} data-testid="customer-paid">
          <p className="text-sm text-fg-muted">{t('paid')}</p>
          <p className="text-2xl font-bold tabular-nums">{money(c.totalPaid)}</p>
          {Number(c.balanceDue) > 0 && <p className="mt-1 text-xs text-amber-800">{o('payments.due', { amount: money(c.balanceDue) })}</p>}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
        <section className={`${CARD} lg:col-span-2`}>
          <h2 className="mb-3 text-base font-semibold">{t('orders')}</h2>
          {c.orders.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('noOrders')}</p>
          ) : (
            <table className="w-full text-sm">
              <tbody className="divide-y divide-line">
                {c.orders.map((r) => (
                  <tr key={r.id}>
                    <td className="py-2">
                      {canSeeOrders ? (
                        <Link href={`/dashboard/orders/${r.id}`} className="font-medium hover:underline">
                          <bdi>{r.number}</bdi>
                        </Link>
                      ) : (
                        <bdi>{r.number}</bdi>
                      )}
                    </td>
                    <td className="py-2 text-fg-muted">{formatDashboardDate(r.createdAt)}</td>
                    <td className="py-2">
                      <StatusBadge tone={r.status} label={o(`status.${r.status}`)} />
                    </td>
                    <td className="py-2">
                      <PaymentStatusBadge
                        status={r.paymentStatus}
                        amountPaid={r.amountPaid}
                        balanceDue={r.balanceDue}
                        symbol={currencySymbol}
                      />
                    </td>
                    <td className="py-2 text-end tabular-nums">{money(r.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section className={CARD} aria-labelledby="customer-notes-title">
          <h2 id="customer-notes-title" className="text-base font-semibold">
            {t('notesTitle')}
          </h2>
          <p className="mb-3 text-xs text-fg-muted">{t('notesHint')}</p>
          <CustomerNotesForm id={c.id} staffNote={c.staffNote} tags={c.tags} canEdit={canEdit} />
        </section>
        <section className={CARD}>
          <h2 className="mb-3 text-base font-semibold">{t('addresses')}</h2>
          {c.addresses.length === 0 ? (
            <p className="text-sm text-fg-muted">{t('noAddresses')}</p>
          ) : (
            <ul className="space-y-4">
              {c.addresses.map((a) => (
                <li key={a.id} className="text-sm leading-6">
                  <p className="text-xs font-semibold text-fg-muted">
                    {t(a.kind)} {a.isDefault && `· ${t('default')}`}
                  </p>
                  <bdi className="block font-medium">{a.fullName}</bdi>
                  <bdi className="block">{a.house}</bdi>
                  <bdi className="block">{[a.city, a.state, a.zipCode, a.country].filter(Boolean).join(', ')}</bdi>
                  <bdi className="block text-fg-muted" dir="ltr">
                    {a.phone}
                  </bdi>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
