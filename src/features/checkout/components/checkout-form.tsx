'use client';

// before any schema of this part parses in the browser (CSP: no eval probe); kept out of the shared layout's bundle
import '@/lib/zod-jitless';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { inputClass } from '@/components/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useCart } from '@/components/cart/cart-provider';
import { checkoutFormSchema, type CheckoutFormValues } from '@/domain/orders/checkout-schema';
import { EMPTY_CHECKOUT_ADDRESS, type CheckoutPrefill, type SavedAddress } from '@/domain/orders/checkout-prefill';
import type { DeliveryOptionDto } from '@/server/orders/quote-cart';
import { placeOrderAction } from '../actions';
import { useErrorText } from '@/components/ui/use-error-text';
import { AddressFields, type AddressFieldsOptions } from './address-fields';
import { ADDRESS_FIELDS } from '@/components/ui/address-inputs';
import { CheckoutSummary } from './checkout-summary';
import { quoteItems, useCartQuote } from './use-cart-quote';
import { couponReasonText } from './coupon-text';
import type { CouponRefusal } from '@/domain/orders/coupon';
import { formatMoney, totalSymbol } from '@/lib/money';
import { samplesOnly } from '@/domain/cart/samples';
import { Link, useRouter } from '@/i18n/navigation';
import { SameLotsNotice } from './same-lots-notice';
import { OpeningHoursList } from '@/components/opening-hours';
import { CHECKOUT_DRAFT_KEY, readCheckoutDraft } from '../checkout-draft';
import { useSession } from '@/lib/session-client';
import type { OpeningHours } from '@/domain/settings/opening-hours';

type Method = CheckoutFormValues['paymentMethod'];

export interface CheckoutFormProps extends AddressFieldsOptions {
  deliveryOptions: DeliveryOptionDto[];
  paymentMethods: Method[];
  currencySymbol: string;
  /** a signed-in customer's opening values; null for a guest */
  prefill?: CheckoutPrefill | null;
  /** where a showroom pickup is collected, and when (docs/requirements.md, "Showroom pickup") */
  showroom: { address: string; hours: OpeningHours };
}

export function CheckoutForm({
  deliveryOptions,
  paymentMethods,
  countries,
  provinces,
  currencySymbol,
  savedAddresses = [],
  prefill = null,
  showroom,
}: CheckoutFormProps) {
  const t = useTranslations('checkout');
  const refusals = useTranslations('checkout.errors');
  const errorText = useErrorText({ errors: refusals, fallback: 'generic' });
  const router = useRouter();
  const { cart, dispatch } = useCart();
  const [checkoutKey] = useState(() => crypto.randomUUID().replace(/-/g, ''));
  const [formError, setFormError] = useState<string | null>(null);
  // the page was opened signed in: the order goes in as the customer's or not at all (a session that ended is said)
  const session = useSession();
  const [sessionEnded, setSessionEnded] = useState(false);
  // a signed-in customer's form opens from the address book and profile (prefill, read by the page per request);
  // a guest's from what this browser's cart kept of the last attempt, else empty (docs/requirements.md, "Checkout form")
  const guestAddress = (kept: CheckoutFormValues['billing']) => (kept.fullName ? kept : EMPTY_CHECKOUT_ADDRESS);
  const { register, handleSubmit, control, setError, setValue, formState, reset, getValues, subscribe } = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      billing: prefill?.billing ?? guestAddress(cart.billingInfo),
      shipping: prefill?.shipping ?? guestAddress(cart.shippingInfo),
      sameAsBilling: prefill?.sameAsBilling ?? true,
      shippingOptionId: deliveryOptions[0]?.id ?? '',
      paymentMethod: paymentMethods[0],
      note: '',
      pickup: !!deliveryOptions[0]?.pickup,
    },
  });
  // what was typed in this tab comes back after a refresh, and is kept as it is typed (../checkout-draft.ts)
  const offeredIds = deliveryOptions.map((d) => d.id).join();
  const offeredMethods = paymentMethods.join();
  useEffect(() => {
    const draft = readCheckoutDraft(sessionStorage.getItem(CHECKOUT_DRAFT_KEY), {
      deliveryIds: offeredIds.split(','),
      paymentMethods: offeredMethods.split(','),
    });
    if (draft) reset({ ...getValues(), ...draft });
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(values)),
    });
  }, [offeredIds, offeredMethods, reset, getValues, subscribe]);
  // which saved address each part was filled from (the pickers show it)
  const [picked, setPicked] = useState({ billing: prefill?.billingId ?? '', shipping: prefill?.shippingId ?? '' });
  // the fields the form itself shows depend on (useWatch: subscribes this component to just these)
  const [same, shippingOptionId, billingCountry, shippingCountry, billingState, shippingState] = useWatch({
    control,
    name: ['sameAsBilling', 'shippingOptionId', 'billing.country', 'shipping.country', 'billing.state', 'shipping.state'],
  });
  // a showroom pickup asks for the contact only (the server decides again from the option it reads)
  const pickup = !!deliveryOptions.find((d) => d.id === shippingOptionId)?.pickup;
  useEffect(() => setValue('pickup', pickup), [pickup, setValue]);
  const fill = (prefix: 'billing' | 'shipping') => (saved: SavedAddress) => {
    setPicked((p) => ({ ...p, [prefix]: saved.id }));
    for (const f of ADDRESS_FIELDS) setValue(`${prefix}.${f}`, saved.address[f], { shouldValidate: true, shouldDirty: true });
  };
  // taxes follow the shipping address (docs/requirements.md, "Taxes (GST and PST)")
  const taxAddress = same ? { country: billingCountry, state: billingState } : { country: shippingCountry, state: shippingState };
  const { quote, loading } = useCartQuote(cart.items, cart.coupon?.code, shippingOptionId || undefined, { address: taxAddress });
  const locale = useLocale();
  const symbol = quote?.currency.symbol ?? currencySymbol;
  const money = (amount: number) => formatMoney(amount, locale, symbol);
  // the total says which dollars (docs/requirements.md, "Currency")
  const named = quote ? totalSymbol(quote.currency.name, symbol) : symbol;
  const totalMoney = (amount: number) => formatMoney(amount, locale, named);
  // an order of samples alone: the sample delivery fee, whatever the option (docs/requirements.md, "Free samples")
  const onlySamples = samplesOnly(cart.items);
  // nothing to pay (free samples, free delivery): no payment method to choose
  const nothingToPay = !!quote && !loading && quote.totals.total === 0 && quote.lines.every((l) => l.available);

  if (!cart.loaded) return <div className="js-only h-96 animate-pulse rounded-xl bg-gray-100" aria-busy="true" />;
  if (!cart.items.length) {
    return (
      <p className="rounded-xl border border-dashed border-body-gray p-10 text-center">
        {t('checkout.emptyCart')}{' '}
        <Link href="/shop" className="font-semibold text-secondary-strong underline">
          {t('cart.continueShopping')}
        </Link>
      </p>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const shipping = values.sameAsBilling || pickup ? values.billing : values.shipping;
    dispatch({ type: 'updateBilling', info: values.billing });
    dispatch({ type: 'updateShipping', info: shipping });
    const result = await placeOrderAction({
      items: quoteItems(cart.items),
      // a code the quote shows as not applying (yet) is not sent: the order is placed as the summary shows it
      couponCode: quote?.couponError ? undefined : cart.coupon?.code,
      billing: values.billing,
      ...(pickup ? {} : { shipping }),
      shippingOptionId: values.shippingOptionId,
      paymentMethod: values.paymentMethod,
      note: values.note || undefined,
      checkoutKey,
      ...(session.status === 'authenticated' ? { asCustomer: true } : {}),
      ...(cart.sameLotsAs ? { sameLotsAs: cart.sameLotsAs } : {}),
    });
    if (result.ok) {
      dispatch({ type: 'reset' });
      sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
      const { redirectUrl } = result.data;
      if (redirectUrl !== undefined) {
        // online payment: on to the gateway's hosted page (or, if it could not be started, to the order and "Pay now")
        if (redirectUrl) window.location.assign(redirectUrl);
        else router.push('/order/confirmation?payment=error');
        return;
      }
      router.push('/order/confirmation');
      return;
    }
    if (result.error === 'sessionExpired') {
      // the header learns it too; the typed form stays in this tab for after the sign-in (../checkout-draft.ts)
      setSessionEnded(true);
      void session.update();
    }
    for (const [path, key] of Object.entries(result.fieldErrors ?? {})) setError(path as never, { message: key });
    const couponReason = result.error === 'coupon' ? result.params?.couponReason : undefined;
    setFormError(
      couponReason
        ? couponReasonText(
            t,
            couponReason as CouponRefusal,
            { couponMinimum: Number(result.params?.couponMinimum ?? 0), couponMissing: Number(result.params?.couponMissing ?? 0) },
            money,
          )
        : errorText.result({
            ...result,
            // the most a guest's order paid on delivery may hold, in the shop's currency (docs/requirements.md, "Order limits")
            params: {
              products: '',
              ...result.params,
              ...(result.params?.maximum !== undefined ? { maximum: money(Number(result.params.maximum)) } : {}),
            },
          }),
    );
  });

  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
      <div className="space-y-8">
        <SameLotsNotice />
        <fieldset className="space-y-4 rounded-xl border border-body-gray p-5">
          <legend className="px-1 text-lg font-bold">{t(pickup ? 'checkout.contact' : 'checkout.billing')}</legend>
          <AddressFields
            contactOnly={pickup}
            prefix="billing"
            register={register}
            errors={errors.billing}
            countries={countries}
            provinces={provinces}
            country={billingCountry}
            saved={savedAddresses}
            picked={picked.billing}
            onPick={fill('billing')}
          />
        </fieldset>
        <fieldset className="space-y-4 rounded-xl border border-body-gray p-5" hidden={pickup}>
          <legend className="px-1 text-lg font-bold">{t('checkout.shipping')}</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register('sameAsBilling')} className="size-4 accent-secondary" /> {t('checkout.sameAsBilling')}
          </label>
          {!same && (
            <AddressFields
              prefix="shipping"
              register={register}
              errors={errors.shipping}
              countries={countries}
              provinces={provinces}
              country={shippingCountry}
              saved={savedAddresses}
              picked={picked.shipping}
              onPick={fill('shipping')}
            />
          )}
        </fieldset>
        <fieldset className="space-y-3 rounded-xl border border-body-gray p-5">
          <legend className="px-1 text-lg font-bold">{t('checkout.delivery')}</legend>
          {deliveryOptions.map((d) => (
            <label
              key={d.id}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-md border border-body-gray p-3 has-[:checked]:border-secondary has-[:checked]:bg-red-50/40"
            >
              <span className="flex items-center gap-3">
                <input type="radio" value={d.id} {...register('shippingOptionId')} className="accent-secondary" />
                <span>
                  <span dir="auto" lang={d.lang?.type} className="block font-medium">
                    {d.type}
                  </span>
                  <span dir="auto" lang={d.lang?.area} className="block text-sm text-gray-600">
                    {d.area}
                  </span>
                </span>
              </span>
              <DeliveryFee fee={quote?.deliveryFees[d.id]} free={t('checkout.free')} money={money} />
            </label>
          ))}
          {pickup && (
            <div className="space-y-2 rounded-md bg-gray-50 p-3 text-sm" data-testid="pickup-details">
              <p className="font-semibold">{t('checkout.pickupAt')}</p>
              <p dir="auto">{showroom.address}</p>
              <p className="font-medium">{t('checkout.openingHours')}</p>
              <OpeningHoursList
                hours={showroom.hours}
                locale={locale}
                words={{ range: (from, to) => t('checkout.dayRange', { from, to }), closed: t('checkout.closed') }}
                className="max-w-sm text-gray-700"
              />
            </div>
          )}
          {onlySamples && (
            <p className="text-sm text-gray-600" data-testid="sample-delivery">
              {quote && quote.sampleDelivery > 0
                ? t('checkout.sampleDelivery', { amount: money(quote.sampleDelivery) })
                : t('checkout.sampleDeliveryFree')}
            </p>
          )}
          {errors.shippingOptionId?.message && (
            <p className="text-sm text-secondary-strong">{t(`errors.${errors.shippingOptionId.message}`)}</p>
          )}
        </fieldset>
        <fieldset className="space-y-3 rounded-xl border border-body-gray p-5">
          <legend className="px-1 text-lg font-bold">{t('checkout.payment')}</legend>
          {nothingToPay && (
            <p className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800" data-testid="nothing-to-pay">
              {t('checkout.nothingToPay')}
            </p>
          )}
          {!nothingToPay &&
            paymentMethods.map((m) => (
              <label
                key={m}
                className="flex cursor-pointer items-start gap-3 rounded-md border border-body-gray p-3 has-[:checked]:border-secondary"
              >
                <input type="radio" value={m} {...register('paymentMethod')} className="mt-1 accent-secondary" />
                <span>
                  <span className="block font-medium">{t(`checkout.${m}`)}</span>
                  <span className="block text-sm text-gray-600">{m === 'cod' ? t('checkout.codHint') : t('checkout.onlineHint')}</span>
                </span>
              </label>
            ))}
          <label htmlFor="note" className="block pt-2 text-sm font-medium">
            {t('checkout.note')}
          </label>
          <textarea
            id="note"
            {...register('note')}
            rows={3}
            dir="auto"
            maxLength={1000}
            placeholder={t('checkout.notePlaceholder')}
            className={inputClass}
          />
        </fieldset>
      </div>

      <CheckoutSummary
        quote={quote}
        loading={loading}
        money={money}
        totalMoney={totalMoney}
        formError={formError}
        submitting={formState.isSubmitting}
      />
      {sessionEnded && (
        <Link
          href="/signin?callbackUrl=/checkout"
          className="font-semibold text-secondary-strong underline lg:col-start-2"
          data-testid="sign-in-again"
        >
          {t('checkout.signInAgain')}
        </Link>
      )}
    </form>
  );
}

/** An option's fee for this cart, as the server's quote counted it (docs/requirements.md, "Delivery fees"). */
function DeliveryFee({ fee, free, money }: { fee: number | undefined; free: string; money: (n: number) => string }) {
  return (
    <span className="font-semibold" dir="ltr" data-testid="delivery-fee">
      {fee === undefined ? '…' : fee === 0 ? free : money(fee)}
    </span>
  );
}
