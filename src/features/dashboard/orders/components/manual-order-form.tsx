'use client';

import { useEffect, useMemo, useState } from 'react';
import { AddressEditor, type AddressValue } from '@/components/dashboard/address-editor';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { isolateText } from '@/lib/bidi-text';
import { callAction, type DashboardActionData } from '@/components/dashboard/call-action';
import { Checkbox, Field, FormSection, Input, Select, Textarea } from '@/components/dashboard/field';
import { useActionForm } from '@/components/dashboard/use-action-form';
import { useSearch } from '@/components/dashboard/use-search';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { sampleRefusal } from '@/domain/cart/samples';
import { UNLIMITED_STOCK_COUNT } from '@/domain/catalogue/stock';
import { MANUAL_PAYMENT_METHODS } from '@/domain/orders/manual-order';
import { summaryRows } from '@/domain/orders/summary';
import { formatMoney } from '@/lib/money';
import { lineKey, OrderLines, ProductResults, type Line, type ProductOption } from './manual-order-lines';
import { OrderSummaryRows } from './order-summary-rows';

type CustomerOption = DashboardActionData<'order.findCustomers'>[number];
type Quote = DashboardActionData<'order.quote'>;

const EMPTY_ADDRESS: AddressValue = { fullName: '', phone: '', email: '', house: '', city: '', state: '', zipCode: '', country: 'CA' };

const searchCustomers = async (q: string) => {
  const res = await callAction('order.findCustomers', { q });
  return res.ok ? res.data : null;
};
const searchProducts = async (q: string): Promise<ProductOption[] | null> => {
  const res = await callAction('order.findProducts', { q });
  if (!res.ok) return null;
  return res.data.flatMap((p) =>
    p.options.map((o) => ({
      productId: p.productId,
      variantId: o.variantId ?? undefined,
      name: p.name,
      variant: o.variant,
      sku: o.sku,
      unitPrice: o.price,
      stock: o.stock,
      samples: p.samples,
    })),
  );
};

/**
 * The phone order (docs/requirements.md, "Phone orders"): a customer found by search or typed in, product lines,
 * delivery and payment; the price shown is the server's quote (the checkout's own), and placing it goes through
 * `order.create`, which prices it again.
 */
export function ManualOrderForm({
  deliveryOptions,
  currencySymbol,
}: {
  deliveryOptions: { id: string; type: string; area: string; cost: number }[];
  currencySymbol: string;
}) {
  const t = useTranslations('dashOrders');
  const checkoutErrors = useTranslations('checkout.errors');
  const locale = useLocale();
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const [orderKey] = useState(() => crypto.randomUUID().replace(/-/g, ''));
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [customerQuery, setCustomerQuery] = useState('');
  const [address, setAddress] = useState<AddressValue>(EMPTY_ADDRESS);
  const [productQuery, setProductQuery] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [shippingOptionId, setShippingOptionId] = useState('');
  const [paymentMethod, setPaymentMethod] = useState<(typeof MANUAL_PAYMENT_METHODS)[number]>('cod');
  const [couponCode, setCouponCode] = useState('');
  const [note, setNote] = useState('');
  const [sendConfirmation, setSendConfirmation] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [quote, setQuote] = useState<Quote | null>(null);
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty && !pending);

  const customers = useSearch(customerQuery, searchCustomers);
  const products = useSearch(productQuery, searchProducts);
  const money = (v: number | string) => formatMoney(v, locale, currencySymbol);

  // the price as the checkout would charge it, asked again whenever the lines, delivery or coupon change
  const quoteInput = useMemo(
    () => ({
      items: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, qty: l.qty, sample: l.sample || undefined })),
      shippingOptionId: shippingOptionId || undefined,
      couponCode: couponCode.trim() || undefined,
      customerId: customer?.id,
      email: address.email.trim() || undefined,
      // the delivery address's taxes once its country and province are known (else the shop province's estimate)
      address: address.country && address.state.trim() ? { country: address.country, state: address.state } : undefined,
    }),
    [lines, shippingOptionId, couponCode, customer?.id, address.email, address.country, address.state],
  );
  useEffect(() => {
    if (!quoteInput.items.length) return;
    let live = true;
    const timer = setTimeout(async () => {
      const res = await callAction('order.quote', quoteInput);
      if (live) setQuote(res.ok ? res.data : null);
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [quoteInput]);
  const shownQuote = quoteInput.items.length ? quote : null;

  const fieldText = (key: string | undefined) =>
    !key
      ? undefined
      : t.has(`newOrder.errors.${key}`)
        ? t(`newOrder.errors.${key}` as 'newOrder.errors.emptyCart')
        : checkoutErrors.has(key)
          ? checkoutErrors(key)
          : key;
  const changed = () => setDirty(true);

  const chooseCustomer = (c: CustomerOption) => {
    setCustomer(c);
    setCustomerQuery('');
    setAddress((a) => ({
      ...a,
      fullName: c.name,
      email: c.email,
      phone: c.address?.phone || c.phone || '',
      ...(c.address
        ? { house: c.address.house, city: c.address.city, state: c.address.state, zipCode: c.address.zipCode, country: c.address.country }
        : {}),
    }));
    changed();
  };

  const addLine = (p: ProductOption) => {
    setLines((ls) =>
      ls.some((l) => lineKey(l) === lineKey(p))
        ? ls.map((l) => (lineKey(l) === lineKey(p) ? { ...l, qty: l.qty + 1 } : l))
        : [...ls, { ...p, qty: 1 }],
    );
    setProductQuery('');
    changed();
  };
  // a free sample of the option: one per option, at most MAX_SAMPLES per order (the server checks both again)
  const addSample = (p: ProductOption) => {
    if (sampleRefusal(lines, p)) return;
    setLines((ls) => [...ls, { ...p, qty: 1, sample: true }]);
    setProductQuery('');
    changed();
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const result = await submit(
      'order.create',
      {
        customerId: customer?.id,
        address,
        items: quoteInput.items,
        shippingOptionId,
        paymentMethod,
        couponCode: couponCode.trim() || undefined,
        note: note.trim() || undefined,
        sendConfirmation,
        orderKey,
        locale,
      },
      { successMessage: false },
    );
    if (result.ok) {
      setDirty(false);
      toast.success(t('newOrder.placed', { number: result.data.number }));
      router.push(`/dashboard/orders/${result.data.id}`);
      router.refresh();
    } else setErrors(result.fieldErrors ?? {});
  };

  const stockText = (stock: number) =>
    stock <= 0 ? t('newOrder.soldOut') : stock >= UNLIMITED_STOCK_COUNT ? t('newOrder.unlimited') : t('newOrder.inStock', { count: stock });

  return (
    <form onSubmit={onSubmit} className="grid gap-5 lg:grid-cols-3" noValidate>
      <div className="space-y-5 lg:col-span-2">
        <FormSection title={t('newOrder.customer')}>
          {customer ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-line px-3 py-2 text-sm">
              <span>
                <span className="font-semibold">{t('newOrder.chosen', { name: isolateText(customer.name) })}</span>{' '}
                <bdi className="text-fg-muted">{customer.email}</bdi>
              </span>
              <Button type="button" variant="ghost" size="sm" onClick={() => (setCustomer(null), changed())}>
                {t('newOrder.newCustomer')}
              </Button>
            </div>
          ) : (
            <Field label={t('newOrder.findCustomer')} htmlFor="order-customer-search" hint={t('newOrder.searchHint')}>
              <Input
                id="order-customer-search"
                type="search"
                value={customerQuery}
                placeholder={t('newOrder.customerPlaceholder')}
                autoComplete="off"
                onChange={(e) => setCustomerQuery(e.target.value)}
              />
              {customers && (
                <ul className="mt-2 divide-y divide-line rounded-md border border-line text-sm" aria-label={t('newOrder.findCustomer')}>
                  {customers.length === 0 && <li className="px-3 py-2 text-fg-muted">{t('newOrder.noCustomers')}</li>}
                  {customers.map((c) => (
                    <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                      <span className="min-w-0">
                        <bdi className="font-medium">{c.name}</bdi> <bdi className="text-fg-muted">{c.email}</bdi>{' '}
                        {c.phone && (
                          <bdi className="text-fg-muted" dir="ltr">
                            {c.phone}
                          </bdi>
                        )}
                      </span>
                      <Button type="button" size="sm" variant="outline" onClick={() => chooseCustomer(c)}>
                        {t('newOrder.choose')}
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </Field>
          )}
        </FormSection>

        <FormSection title={t('newOrder.contact')}>
          <AddressEditor
            idPrefix="order"
            value={address}
            onChange={(next) => (setAddress(next), changed())}
            error={(f) => fieldText(errors[`address.${f}`])}
          />
        </FormSection>

        <FormSection title={t('newOrder.products')}>
          <Field
            label={t('newOrder.findProduct')}
            htmlFor="order-product-search"
            hint={t('newOrder.searchHint')}
            error={fieldText(errors.items)}
          >
            <Input
              id="order-product-search"
              type="search"
              value={productQuery}
              placeholder={t('newOrder.productPlaceholder')}
              autoComplete="off"
              onChange={(e) => setProductQuery(e.target.value)}
            />
            {products && (
              <ProductResults products={products} lines={lines} money={money} stockText={stockText} onAdd={addLine} onSample={addSample} />
            )}
          </Field>
          <OrderLines
            lines={lines}
            quoted={shownQuote?.lines}
            errorOf={(i) => fieldText(errors[`items.${i}.qty`])}
            money={money}
            stockText={stockText}
            onQuantity={(l, qty) => (setLines((ls) => ls.map((x) => (lineKey(x) === lineKey(l) ? { ...x, qty } : x))), changed())}
            onRemove={(l) => (setLines((ls) => ls.filter((x) => lineKey(x) !== lineKey(l))), changed())}
          />
        </FormSection>
      </div>

      <div className="space-y-5">
        <FormSection>
          <Field label={t('newOrder.delivery')} htmlFor="order-delivery" error={fieldText(errors.shippingOptionId)} required>
            <Select
              id="order-delivery"
              value={shippingOptionId}
              invalid={!!errors.shippingOptionId}
              onChange={(e) => (setShippingOptionId(e.target.value), changed())}
            >
              <option value="">{t('newOrder.chooseDelivery')}</option>
              {/* each option's fee for these lines as the server's quote counts it (by box or weight), else its base */}
              {deliveryOptions.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.type} · {d.area} · {money(shownQuote?.deliveryFees[d.id] ?? d.cost)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('newOrder.payment')} htmlFor="order-payment" error={fieldText(errors.paymentMethod)} required>
            <Select id="order-payment" value={paymentMethod} onChange={(e) => setPaymentMethod(e.target.value as typeof paymentMethod)}>
              {MANUAL_PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`paymentMethod.${m}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('newOrder.coupon')} htmlFor="order-coupon" error={fieldText(errors.couponCode)}>
            <Input
              id="order-coupon"
              value={couponCode}
              dir="ltr"
              autoComplete="off"
              onChange={(e) => (setCouponCode(e.target.value), changed())}
            />
          </Field>
          <Field label={t('newOrder.note')} htmlFor="order-note" error={fieldText(errors.note)}>
            <Textarea id="order-note" rows={3} value={note} maxLength={1000} onChange={(e) => (setNote(e.target.value), changed())} />
          </Field>
          <Checkbox
            label={t('newOrder.sendConfirmation')}
            checked={sendConfirmation}
            onChange={(e) => setSendConfirmation(e.target.checked)}
          />
        </FormSection>

        <FormSection title={t('newOrder.summary')}>
          {shownQuote && shownQuote.couponError && <p className="text-sm text-red-700">{t('newOrder.couponRefused')}</p>}
          {shownQuote && shownQuote.delivery ? (
            <OrderSummaryRows
              rows={summaryRows({ ...shownQuote.totals, couponCode: shownQuote.coupon?.code })}
              t={t as unknown as Parameters<typeof OrderSummaryRows>[0]['t']}
              money={money}
              iso={isolateText}
              className="space-y-1.5 text-sm"
              label={t('newOrder.summary')}
            />
          ) : (
            <p className="text-sm text-fg-muted">{t('newOrder.summaryEmpty')}</p>
          )}
          <Button type="submit" className="w-full" disabled={pending}>
            {t('newOrder.place')}
          </Button>
        </FormSection>
      </div>
    </form>
  );
}
