'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, FormSection, Input, Select } from '@/components/dashboard/field';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { DISCOUNT_KINDS, type DiscountKind } from '@/domain/orders/discount-kinds';
import { couponInputSchema, type CouponFormValues, type CouponInput } from '@/domain/commerce/coupons';
import { toLocalInput, useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { callAction } from '@/components/dashboard/call-action';
import { useSearch } from '@/components/dashboard/use-search';

export interface CouponFormInitial {
  id: string;
  code: string;
  kind: DiscountKind;
  discountPercent: number | null;
  discountAmount: number | null;
  minimumSpend: number;
  usageLimit: number | null;
  usedCount: number;
  perCustomerLimit: number | null;
  startsAt: string | null;
  expiresAt: string | null;
  active: boolean;
  automatic: boolean;
  categoryIds: string[];
  productIds: string[];
}

/** What a coupon can be limited to: the shop's categories, and the products it names already (`coupon.options`). */
export interface CouponScopeOptions {
  categories: { id: string; name: string }[];
  products: ProductChoice[];
}

type ProductChoice = { id: string; name: string; sku: string | null };

const findProducts = async (q: string): Promise<ProductChoice[] | null> => {
  const res = await callAction('coupon.findProducts', { q });
  return res.ok ? res.data : null;
};

const optional = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** Create (no `coupon`) or edit a coupon; the same zod schema as the server action. */
export function CouponForm({ coupon, canEdit, options }: { coupon?: CouponFormInitial; canEdit: boolean; options: CouponScopeOptions }) {
  const t = useTranslations('dashCommerce.coupons');
  const common = useTranslations('dashboard.common');
  const errorText = useDashboardErrorText({ fieldFallback: 'invalid' }).field;
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const [productFilter, setProductFilter] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    setValue,
    formState: { errors, isDirty },
  } = useForm<CouponFormValues, unknown, CouponInput>({
    resolver: zodResolver(couponInputSchema),
    defaultValues: {
      code: coupon?.code ?? '',
      kind: coupon?.kind ?? 'percent',
      discountPercent: optional(coupon?.discountPercent),
      discountAmount: optional(coupon?.discountAmount),
      minimumSpend: coupon ? String(coupon.minimumSpend) : '0',
      usageLimit: optional(coupon?.usageLimit),
      perCustomerLimit: optional(coupon?.perCustomerLimit),
      startsAt: toLocalInput(coupon?.startsAt ?? null),
      expiresAt: toLocalInput(coupon?.expiresAt ?? null),
      active: coupon?.active ?? true,
      automatic: coupon?.automatic ?? false,
      categoryIds: coupon?.categoryIds ?? [],
      productIds: coupon?.productIds ?? [],
    },
  });
  useUnsavedChanges(isDirty && !pending);
  const [kind, watchedCategories, watchedProducts] = useWatch({ control, name: ['kind', 'categoryIds', 'productIds'] });
  const categoryIds = useMemo(() => watchedCategories ?? [], [watchedCategories]);
  const productIds = useMemo(() => watchedProducts ?? [], [watchedProducts]);
  const toggle = (name: 'categoryIds' | 'productIds', list: string[], id: string) =>
    setValue(name, list.includes(id) ? list.filter((x) => x !== id) : [...list, id], { shouldDirty: true });
  // products found by the server as the filter is typed; the ones named by the coupon stay listed first, by their names
  const found = useSearch(productFilter, findProducts);
  const [named, setNamed] = useState<ProductChoice[]>(options.products);
  const shownProducts = useMemo(() => {
    const chosen = productIds.map((id) => named.find((p) => p.id === id)).filter((p): p is ProductChoice => !!p);
    return [...chosen, ...(found ?? []).filter((p) => !productIds.includes(p.id))];
  }, [named, productIds, found]);
  const toggleProduct = (p: ProductChoice) => {
    if (!named.some((n) => n.id === p.id)) setNamed([...named, p]);
    toggle('productIds', productIds, p.id);
  };

  const onSubmit = handleSubmit(async (values) => {
    const name = coupon ? 'coupon.update' : 'coupon.create';
    const result = await submit(name, coupon ? { ...values, id: coupon.id } : values, {
      successMessage: coupon ? t('saved') : t('created'),
    });
    if (result.ok) {
      reset(undefined, { keepValues: true });
      router.push('/dashboard/coupons');
      router.refresh();
    } else applyFieldErrors(result, setError);
  });

  const err = (name: keyof CouponFormValues) => errorText(errors[name]?.message as string | undefined);
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      <FormSection>
        <fieldset disabled={!canEdit || pending} className="grid gap-4 sm:grid-cols-2">
          <Field label={t('code')} htmlFor="code" error={err('code')} hint={t('codeHint')} required>
            <Input id="code" autoComplete="off" className="uppercase" invalid={!!errors.code} {...register('code')} />
          </Field>
          <Field label={t('kind')} htmlFor="kind" error={err('kind')} required>
            <Select id="kind" invalid={!!errors.kind} {...register('kind')}>
              {DISCOUNT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </Select>
          </Field>
          {kind === 'percent' && (
            <Field label={t('discountPercent')} htmlFor="discountPercent" error={err('discountPercent')} required>
              <Input
                id="discountPercent"
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                invalid={!!errors.discountPercent}
                {...register('discountPercent')}
              />
            </Field>
          )}
          {kind === 'fixed' && (
            <Field
              label={t('discountAmount')}
              htmlFor="discountAmount"
              error={err('discountAmount')}
              hint={t('discountAmountHint')}
              required
            >
              <Input
                id="discountAmount"
                type="number"
                inputMode="decimal"
                min={0.01}
                step="0.01"
                invalid={!!errors.discountAmount}
                {...register('discountAmount')}
              />
            </Field>
          )}
          {kind === 'free_delivery' && <p className="self-end pb-2 text-sm text-fg-muted">{t('freeDeliveryHint')}</p>}
          <Field label={t('minimumSpend')} htmlFor="minimumSpend" error={err('minimumSpend')} hint={t('minimumSpendHint')}>
            <Input
              id="minimumSpend"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              invalid={!!errors.minimumSpend}
              {...register('minimumSpend')}
            />
          </Field>
          <Field
            label={t('usageLimit')}
            htmlFor="usageLimit"
            error={err('usageLimit')}
            hint={coupon ? `${t('usageLimitHint')} ${t('usage')}: ${coupon.usedCount}` : t('usageLimitHint')}
          >
            <Input
              id="usageLimit"
              type="number"
              inputMode="numeric"
              min={coupon?.usedCount ?? 0}
              step={1}
              invalid={!!errors.usageLimit}
              {...register('usageLimit')}
            />
          </Field>
          <Field label={t('perCustomerLimit')} htmlFor="perCustomerLimit" error={err('perCustomerLimit')} hint={t('perCustomerLimitHint')}>
            <Input
              id="perCustomerLimit"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              invalid={!!errors.perCustomerLimit}
              {...register('perCustomerLimit')}
            />
          </Field>
          <Field label={t('startsAt')} htmlFor="startsAt" error={err('startsAt')}>
            <Input id="startsAt" type="datetime-local" invalid={!!errors.startsAt} {...register('startsAt')} />
          </Field>
          <Field label={t('expiresAt')} htmlFor="expiresAt" error={err('expiresAt')}>
            <Input id="expiresAt" type="datetime-local" invalid={!!errors.expiresAt} {...register('expiresAt')} />
          </Field>
          <Checkbox id="active" label={t('active')} {...register('active')} />
          <Checkbox id="automatic" label={t('automatic')} description={t('automaticHint')} {...register('automatic')} />
        </fieldset>
      </FormSection>
      <FormSection title={t('scope')} description={t('scopeHint')}>
        <fieldset disabled={!canEdit || pending} className="space-y-4">
          <div>
            <p className="mb-2 text-sm font-medium text-fg">{t('categories')}</p>
            <div className="grid gap-2 sm:grid-cols-2" role="group" aria-label={t('categories')}>
              {options.categories.map((c) => (
                <Checkbox
                  key={c.id}
                  id={`category-${c.id}`}
                  label={<bdi>{c.name}</bdi>}
                  checked={categoryIds.includes(c.id)}
                  onChange={() => toggle('categoryIds', categoryIds, c.id)}
                />
              ))}
            </div>
            {err('categoryIds') && <p className="mt-1 text-sm text-red-700">{err('categoryIds')}</p>}
          </div>
          <div>
            <Field label={t('products')} htmlFor="productFilter" hint={t('productsHint')} error={err('productIds')}>
              <Input id="productFilter" value={productFilter} onChange={(e) => setProductFilter(e.target.value)} autoComplete="off" />
            </Field>
            <div className="mt-2 grid gap-2" role="group" aria-label={t('products')}>
              {shownProducts.map((p) => (
                <Checkbox
                  key={p.id}
                  id={`product-${p.id}`}
                  label={
                    <>
                      <bdi>{p.name}</bdi> {p.sku && <span className="text-xs text-fg-muted">({p.sku})</span>}
                    </>
                  }
                  checked={productIds.includes(p.id)}
                  onChange={() => toggleProduct(p)}
                />
              ))}
            </div>
          </div>
        </fieldset>
      </FormSection>
      {canEdit && (
        <div className="flex gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? common('saving') : common('save')}
          </Button>
          <Button type="button" variant="outline" onClick={() => router.push('/dashboard/coupons')}>
            {common('cancel')}
          </Button>
        </div>
      )}
    </form>
  );
}
