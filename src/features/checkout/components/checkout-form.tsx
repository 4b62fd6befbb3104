'use client';

// before any schema of this part parses in the browser (CSP: no eval probe); kept out of the shared layout's bundle
import '@/lib/zod-jitless';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { Loader2 } from 'lucide-react';
import { useCart } from '@/components/cart/cart-provider';
import { checkoutFormSchema, type CheckoutFormValues } from '@/domain/orders/checkout-schema';
import type { DeliveryOptionDto } from '@/server/orders/quote-cart';
import { placeOrderAction } from '../actions';
import { useErrorText } from '@/components/ui/use-error-text';
import { useCartQuote } from './use-cart-quote';
import { formatMoney } from '@/lib/money';
import { Link, useRouter } from '@/i18n/navigation';

type Method = CheckoutFormValues['paymentMethod'];
const FIELDS = ['fullName', 'phone', 'email', 'house', 'city', 'state', 'zipCode', 'country'] as const;

export interface CheckoutFormProps {
  deliveryOptions: DeliveryOptionDto[];
  paymentMethods: Method[];
  countries: { code: string; name: string }[];
  provinces: { code: string; name: string }[];
  currencySymbol: string;
  /** a signed-in customer's saved addresses, to fill the forms from */
  savedAddresses?: { id: string; kind: 'billing' | 'shipping'; isDefault: boolean; address: CheckoutFormValues['billing'] }[];
}

function AddressFields({
  prefix,
  register,
  errors,
  countries,
  provinces,
  country,
  saved,
  onPick,
}: {
  prefix: 'billing' | 'shipping';
  register: UseFormRegister<CheckoutFormValues>;
  errors: FieldErrors<CheckoutFormValues>['billing'];
  countries: CheckoutFormProps['countries'];
  provinces: CheckoutFormProps['provinces'];
  country: string;
  saved?: CheckoutFormProps['savedAddresses'];
  onPick?: (address: CheckoutFormValues['billing']) => void;
}) {
  const t = useTranslations('checkout');
  const input = 'w-full rounded-md border border-body-gray bg-white px-3 py-2 aria-[invalid=true]:border-secondary';
  const autocomplete: Record<string, string> = {
    fullName: 'name',
    phone: 'tel',
    email: 'email',
    house: 'street-address',
    city: 'address-level2',
    state: 'address-level1',
    zipCode: 'postal-code',
    country: 'country',
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {!!saved?.length && onPick && (
        <div className="sm:col-span-2">
          <label htmlFor={`${prefix}-saved`} className="mb-1 block text-sm font-medium">
            {t('checkout.savedAddress')}
          </label>
          <select
            id={`${prefix}-saved`}
            className={input}
            defaultValue=""
            onChange={(e) => {
              const picked = saved.find((a) => a.id === e.target.value);
              if (picked) onPick(picked.address);
            }}
          >
            <option value="">{t('checkout.chooseSaved')}</option>
            {saved.map((a) => (
              <option key={a.id} value={a.id}>
                {a.address.fullName}, {a.address.house}, {a.address.city}
              </option>
            ))}
          </select>
        </div>
      )}
      {FIELDS.map((f) => {
        const id = `${prefix}-${f}`;
        const error = errors?.[f]?.message;
        const common = {
          id,
          'aria-invalid': !!error,
          'aria-describedby': error ? `${id}-error` : undefined,
          autoComplete: `${prefix} ${autocomplete[f]}`,
        };
        return (
          <div key={f} className={f === 'house' || f === 'fullName' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={id} className="mb-1 block text-sm font-medium">
              {t(`checkout.fields.${f}`)}
            </label>
            {f === 'country' ? (
              <select {...common} {...register(`${prefix}.country`)} className={input}>
                <option value="">{t('checkout.chooseCountry')}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </select>
            ) : f === 'state' && country === 'CA' ? (
              <select {...common} {...register(`${prefix}.state`)} className={input}>
                <option value="">{t('checkout.chooseProvince')}</option>
                {provinces.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                {...register(`${prefix}.${f}`)}
                type={f === 'email' ? 'email' : f === 'phone' ? 'tel' : 'text'}
                className={input}
              />
            )}
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-secondary-strong">
                {t(`errors.${error}`)}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}

export function CheckoutForm({
  deliveryOptions,
  paymentMethods,
  countries,
  provinces,
  currencySymbol,
  savedAddresses = [],
}: CheckoutFormProps) {
  const t = useTranslations('checkout');
  const refusals = useTranslations('checkout.errors');
  const errorText = useErrorText({ errors: refusals, fallback: 'generic' });
  const router = useRouter();
  const { cart, dispatch } = useCart();
  const [checkoutKey] = useState(() => crypto.randomUUID().replace(/-/g, ''));
  const [formError, setFormError] = useState<string | null>(null);
  const empty = { fullName: '', phone: '', email: '', house: '', city: '', state: 'BC', zipCode: '', country: 'CA' };
  // saved addresses may name the country in words ("Canada"); the form uses its two-letter code
  const withCode = (a: CheckoutFormValues['billing']) => ({
    ...a,
    country:
      countries.find((c) => c.code === a.country.toUpperCase() || c.name.toLowerCase() === a.country.trim().toLowerCase())?.code ?? '',
  });
  const preferred = (kind: 'billing' | 'shipping') => {
    const found = savedAddresses.find((a) => a.kind === kind && a.isDefault) ?? savedAddresses.find((a) => a.kind === kind);
    return found && withCode(found.address);
  };
  const { register, handleSubmit, control, setError, setValue, formState } = useForm<CheckoutFormValues>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      billing: cart.billingInfo.fullName ? cart.billingInfo : (preferred('billing') ?? empty),
      shipping: cart.shippingInfo.fullName ? cart.shippingInfo : (preferred('shipping') ?? empty),
      sameAsBilling: true,
      shippingOptionId: deliveryOptions[0]?.id ?? '',
      paymentMethod: paymentMethods[0],
      note: '',
    },
  });
  // the fields the form itself shows depend on (useWatch: subscribes this component to just these)
  const [same, shippingOptionId, billingCountry, shippingCountry] = useWatch({
    control,
    name: ['sameAsBilling', 'shippingOptionId', 'billing.country', 'shipping.country'],
  });
  const fill = (prefix: 'billing' | 'shipping') => (address: CheckoutFormValues['billing']) => {
    const coded = withCode(address);
    for (const f of FIELDS) setValue(`${prefix}.${f}`, coded[f], { shouldValidate: true });
  };
  const { quote, loading } = useCartQuote(cart.items, cart.coupon?.code, shippingOptionId || undefined);
  const locale = useLocale();
  const symbol = quote?.currency.symbol ?? currencySymbol;
  const money = (amount: number) => formatMoney(amount, locale, symbol);

  if (!cart.loaded) return <div className="h-96 animate-pulse rounded-xl bg-gray-100" aria-busy="true" />;
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
    const shipping = values.sameAsBilling ? values.billing : values.shipping;
    dispatch({ type: 'updateBilling', info: values.billing });
    dispatch({ type: 'updateShipping', info: shipping });
    const result = await placeOrderAction({
      items: cart.items.map((i) => ({ productId: i._id, variantId: i.variantId, qty: i.qty })),
      couponCode: cart.coupon?.code,
      billing: values.billing,
      shipping,
      shippingOptionId: values.shippingOptionId,
      paymentMethod: values.paymentMethod,
      note: values.note || undefined,
      checkoutKey,
    });
    if (result.ok) {
      dispatch({ type: 'reset' });
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
    for (const [path, key] of Object.entries(result.fieldErrors ?? {})) setError(path as never, { message: key });
    const couponReason = result.error === 'coupon' ? result.params?.couponReason : undefined;
    setFormError(
      couponReason
        ? t(`coupon.${couponReason}`, { amount: '' })
        : errorText.result({ ...result, params: { products: '', ...result.params } }),
    );
  });

  const errors = formState.errors;
  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
      <div className="space-y-8">
        <fieldset className="space-y-4 rounded-xl border border-body-gray p-5">
          <legend className="px-1 text-lg font-bold">{t('checkout.billing')}</legend>
          <AddressFields
            prefix="billing"
            register={register}
            errors={errors.billing}
            countries={countries}
            provinces={provinces}
            country={billingCountry}
            saved={savedAddresses}
            onPick={fill('billing')}
          />
        </fieldset>
        <fieldset className="space-y-4 rounded-xl border border-body-gray p-5">
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
                  <span dir="auto" className="block font-medium">
                    {d.type}
                  </span>
                  <span dir="auto" className="block text-sm text-gray-600">
                    {d.area}
                  </span>
                </span>
              </span>
              <span className="font-semibold" dir="ltr">
                {d.cost === 0 ? t('checkout.free') : money(d.cost)}
              </span>
            </label>
          ))}
          {errors.shippingOptionId?.message && (
            <p className="text-sm text-secondary-strong">{t(`errors.${errors.shippingOptionId.message}`)}</p>
          )}
        </fieldset>
        <fieldset className="space-y-3 rounded-xl border border-body-gray p-5">
          <legend className="px-1 text-lg font-bold">{t('checkout.payment')}</legend>
          {paymentMethods.map((m) => (
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
            maxLength={1000}
            placeholder={t('checkout.notePlaceholder')}
            className="w-full rounded-md border border-body-gray px-3 py-2"
          />
        </fieldset>
      </div>

      <aside className="h-fit space-y-4 rounded-xl border border-body-gray bg-gray-50 p-5 lg:sticky lg:top-24">
        <h2 className="text-lg font-bold">{t('cart.summary')}</h2>
        <ul className="space-y-3">
          {quote?.lines.map((l) => (
            <li key={`${l.productId}/${l.variantId ?? ''}`} className="flex items-center gap-3 text-sm">
              <div className="relative size-12 shrink-0 overflow-hidden rounded bg-gray-200">
                {l.image && <Thumbnail src={l.image} width={48} />}
              </div>
              <span className="flex-1" dir="auto">
                {l.name} × {l.qty}
                {!l.available && (
                  <span className="block text-secondary-strong">
                    {l.stock > 0 ? t('cart.onlyLeft', { count: l.stock }) : t('cart.unavailable')}
                  </span>
                )}
              </span>
              <span dir="ltr">{money(l.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className="space-y-2 border-t border-body-gray pt-3 text-sm" aria-busy={loading}>
          <div className="flex justify-between">
            <dt>{t('cart.subtotal')}</dt>
            <dd dir="ltr">{money(quote?.totals.subtotal ?? 0)}</dd>
          </div>
          {!!quote?.totals.discount && (
            <div className="flex justify-between text-green-700">
              <dt>
                {t('cart.discount')} ({quote.coupon?.code})
              </dt>
              <dd dir="ltr">−{money(quote.totals.discount)}</dd>
            </div>
          )}
          {!!quote?.totals.rounding && (
            <div className="flex justify-between text-gray-500">
              <dt>{t('cart.rounding')}</dt>
              <dd dir="ltr">{money(quote.totals.rounding)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>{t('checkout.shippingCost')}</dt>
            <dd dir="ltr">{money(quote?.totals.shipping ?? 0)}</dd>
          </div>
          {quote?.totals.taxes.map((x) => (
            <div key={x.name} className="flex justify-between">
              <dt>{t('checkout.taxLine', { name: x.name, rate: x.rate })}</dt>
              <dd dir="ltr">{money(x.amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between border-t border-body-gray pt-2 text-base font-bold">
            <dt>{t('cart.total')}</dt>
            <dd dir="ltr" data-testid="checkout-total">
              {money(quote?.totals.total ?? 0)}
            </dd>
          </div>
        </dl>
        {formError && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-secondary-strong">
            {formError}
          </p>
        )}
        <button
          type="submit"
          disabled={formState.isSubmitting}
          className="flex w-full items-center justify-center gap-2 rounded-md bg-secondary-strong px-5 py-3 font-semibold text-secondary-contrast hover:opacity-90 disabled:opacity-60"
        >
          {formState.isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {formState.isSubmitting ? t('checkout.placing') : t('checkout.placeOrder')}
        </button>
      </aside>
    </form>
  );
}
