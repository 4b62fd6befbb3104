import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { NeedsScript } from '@/components/ui/needs-script';
import { countries, provinces } from '@/domain/geo/countries';
import { firstLocale } from '@/i18n/locales';
import { auth } from '@/server/auth/auth';
import { requireUser } from '@/server/auth/guards';
import { listAddresses } from '@/server/account/manage-addresses';
import { checkoutPrefill, formAddress } from '@/domain/orders/checkout-prefill';
import { listDeliveryOptions } from '@/server/orders/quote-cart';
import { availablePaymentMethods, getGatewayConfig } from '@/server/payments/gateway-config';
import { getSettingsOrDefaults } from '@/server/settings/get-settings-safe';
import { ClientMessages } from '@/i18n/client-messages';
import { storeAddress } from '@/server/settings/store-address';

/** Rendered per request (docs/architecture.md, "Pages from cache"). */
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('checkout.checkout');
  return { title: t('title'), robots: { index: false } };
}

export default async function CheckoutPage() {
  const locale = await getLocale();
  const [t, settings, delivery, gateways] = await Promise.all([
    getTranslations('checkout.checkout'),
    getSettingsOrDefaults(),
    listDeliveryOptions(undefined, locale),
    getGatewayConfig(),
  ]);
  // guests may buy only while security.loginForPurchase is false (docs/requirements.md, "Who may buy")
  if (settings.security.loginForPurchase) await requireUser('/checkout');
  const lang = firstLocale(locale);
  // the customer's addresses and profile are read here, per request (this page is never cached): they reach only
  // this customer's HTML (docs/architecture.md, "Pages from cache")
  const user = await auth();
  const savedAddresses = user
    ? (await listAddresses(user.id)).map(({ id, kind, isDefault, ...address }) => ({
        id,
        kind,
        isDefault,
        address: formAddress(address, user),
      }))
    : [];
  const prefill = user ? checkoutPrefill(user, savedAddresses) : null;
  // switched on in settings and configured on the server; only the method names reach the browser, never a key
  const methods = availablePaymentMethods(settings, gateways);
  return (
    <ClientMessages paths={['checkout']}>
      <section className="container-shop py-10">
        <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
        <NeedsScript page="checkout" />
        <CheckoutForm
          deliveryOptions={delivery}
          paymentMethods={methods}
          countries={countries(lang)}
          provinces={provinces(lang)}
          currencySymbol={settings.currency.symbol}
          savedAddresses={savedAddresses}
          prefill={prefill}
          showroom={{ address: storeAddress(settings).full, hours: settings.openingHours }}
        />
      </section>
    </ClientMessages>
  );
}
