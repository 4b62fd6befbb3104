import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { formatMoney, totalSymbol } from '@/lib/money';
import { SummaryList, storeSummaryLabels } from '@/components/orders/summary-list';
import { PaymentStatusLabel } from '@/components/orders/payment-status';
import { orderSummaryRows } from '@/domain/orders/summary';
import { ShipmentTracking } from '@/components/orders/shipment-tracking';
import { restToShip } from '@/domain/orders/shipment';
import { MapPin, Package, ShieldCheck, UserRound, Heart } from '@/components/ui/icons';
import { AddressBook } from '../components/address-book';
import { ClientMessages } from '@/i18n/client-messages';
import { firstLocale } from '@/i18n/locales';
import { countries, provinces } from '@/domain/geo/countries';
import {
  ChangeEmailForm,
  ChangePasswordForm,
  ProfileDetailsForm,
  SignedOutWatch,
  SignInMethods,
  SignOutButton,
  SignOutEverywhere,
} from '../components/profile-forms';
import { WishlistList } from '../components/wishlist-list';
import { OrderItems } from '../components/order-items';
import { ConfirmEmailNotice } from '../components/confirm-email-notice';
import type { AccountOrderDto } from '@/server/account/list-orders';
import type { AddressDto } from '@/server/account/manage-addresses';
import type { WishlistItemDto } from '@/server/account/wishlist';

function Section({ id, title, icon, children }: { id: string; title: string; icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-24 rounded-xl border border-body-gray bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-4 flex items-center gap-2 text-lg font-bold">
        {icon} {title}
      </h2>
      {children}
    </section>
  );
}

const STATUS_STYLE: Record<string, string> = {
  delivered: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-gray-200 text-gray-700',
  refunded: 'bg-gray-200 text-gray-700',
  shipped: 'bg-sky-100 text-sky-800',
};

export async function ProfileTemplate(props: {
  user: { name: string; email: string; phone: string };
  addresses: AddressDto[];
  orders: AccountOrderDto[];
  /** orders that joined the account by e-mail and show once the address is confirmed */
  unconfirmedOrders?: number;
  wishlist: WishlistItemDto[];
  currency: string;
  /** Google/Facebook offered by the shop, those linked to this account, and the answer of a link attempt */
  signInMethods: { offered: { id: string; name: string }[]; linked: string[]; notice: 'elsewhere' | null };
}) {
  const t = await getTranslations('account');
  // the order summary's labels are the checkout's, so every summary reads alike (docs/requirements.md, "Order summary")
  const checkout = await getTranslations('checkout');
  const format = await getFormatter();
  const date = (iso: string) => format.dateTime(new Date(iso), { month: 'short', day: 'numeric', year: 'numeric' });
  const locale = await getLocale();
  const lang = firstLocale(locale);
  const money = (v: string | number) => formatMoney(v, locale, props.currency);
  const nav = [
    ['details', t('profile.details')],
    ['orders', t('orders.title')],
    ['wishlist', t('wishlist.title')],
    ['addresses', t('addresses.title')],
    ['password', t('profile.password')],
  ] as const;
  return (
    <div className="container-shop py-10">
      <SignedOutWatch />
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('profile.title')}</h1>
          <p className="mt-1 text-gray-600">{t('profile.greeting', { name: props.user.name })}</p>
        </div>
        <SignOutButton />
      </div>
      <div className="grid gap-6 lg:grid-cols-[220px_1fr]">
        <nav
          aria-label={t('profile.title')}
          className="flex gap-1 overflow-x-auto rounded-xl border border-body-gray bg-white p-2 shadow-sm lg:sticky lg:top-6 lg:flex-col lg:self-start"
        >
          {nav.map(([id, label]) => (
            <a key={id} href={`#${id}`} className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium hover:bg-body-gray/40">
              {label}
            </a>
          ))}
        </nav>
        <div className="space-y-6">
          <Section id="details" title={t('profile.details')} icon={<UserRound className="size-5 text-secondary-strong" aria-hidden />}>
            <ProfileDetailsForm initial={props.user} />
            <div className="mt-5">
              <ChangeEmailForm email={props.user.email} />
            </div>
          </Section>
          <Section id="orders" title={t('orders.title')} icon={<Package className="size-5 text-secondary-strong" aria-hidden />}>
            {props.unconfirmedOrders ? <ConfirmEmailNotice count={props.unconfirmedOrders} email={props.user.email} /> : null}
            {props.orders.length === 0 ? (
              <p className="text-sm text-gray-600">{t('orders.empty')}</p>
            ) : (
              <ul className="space-y-3" aria-label={t('orders.title')}>
                {props.orders.map((o) => (
                  <li key={o.id} className="rounded-lg border border-body-gray">
                    <details>
                      <summary className="flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                        <span className="font-semibold" dir="ltr">
                          {o.number}
                        </span>
                        <span className="text-sm text-gray-600">{date(o.createdAt)}</span>
                        <span
                          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[o.status] ?? 'bg-primary/20 text-ink'}`}
                        >
                          {t(`orders.status.${o.status}`)}
                        </span>
                        <PaymentStatusLabel
                          status={o.paymentStatus}
                          amountPaid={o.amountPaid}
                          balanceDue={o.balanceDue}
                          symbol={props.currency}
                        />
                        <bdi dir="ltr" className="ms-auto font-semibold">
                          {money(o.total)}
                        </bdi>
                      </summary>
                      <div className="border-t border-body-gray px-4 py-3 text-sm">
                        <OrderItems items={o.items} money={money} />
                        <SummaryList
                          rows={orderSummaryRows(o)}
                          labels={storeSummaryLabels(checkout, locale)}
                          money={money}
                          totalMoney={(v) => formatMoney(v, locale, totalSymbol(o.currency, props.currency))}
                          className="mt-3 space-y-1 sm:ms-auto sm:w-72"
                        />
                        {o.shipments.length > 0 && (
                          <ShipmentTracking
                            shipments={o.shipments}
                            rest={restToShip(o)}
                            t={checkout}
                            className="mt-3 space-y-3 rounded-md bg-gray-50 p-3"
                          />
                        )}
                        {o.history.length ? (
                          <ol className="mt-3 space-y-1 border-s-2 border-primary ps-3" aria-label={t('orders.history')}>
                            {o.history.map((h, n) => (
                              <li key={n}>
                                {t(`orders.status.${h.status}`)} · <span className="text-gray-500">{date(h.createdAt)}</span>
                              </li>
                            ))}
                          </ol>
                        ) : null}
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section id="wishlist" title={t('wishlist.title')} icon={<Heart className="size-5 text-secondary-strong" aria-hidden />}>
            <WishlistList items={props.wishlist} currency={props.currency} />
          </Section>
          <Section id="addresses" title={t('addresses.title')} icon={<MapPin className="size-5 text-secondary-strong" aria-hidden />}>
            {/* the address book has the checkout's fields, lists and messages */}
            <ClientMessages paths={['checkout.errors', 'checkout.checkout.chooseCountry', 'checkout.checkout.chooseProvince']}>
              <AddressBook addresses={props.addresses} countries={countries(lang)} provinces={provinces(lang)} />
            </ClientMessages>
          </Section>
          <Section id="password" title={t('profile.password')} icon={<ShieldCheck className="size-5 text-secondary-strong" aria-hidden />}>
            <ChangePasswordForm />
            <div className="mt-5">
              <SignInMethods {...props.signInMethods} />
            </div>
            <div className="mt-5 border-t border-body-gray pt-5">
              <SignOutEverywhere />
            </div>
          </Section>
        </div>
      </div>
    </div>
  );
}
