'use client';

import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, FormSection, Input } from '@/components/dashboard/field';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { couponInputSchema, type CouponFormValues, type CouponInput } from '@/domain/commerce/schemas';
import { toLocalInput, useDashboardErrorText } from '@/components/dashboard/use-error-text';

export interface CouponFormInitial {
  id: string;
  code: string;
  discountPercent: number;
  minimumSpend: number;
  usageLimit: number | null;
  usedCount: number;
  startsAt: string | null;
  expiresAt: string | null;
  active: boolean;
}

/** Create (no `coupon`) or edit a coupon; the same zod schema as the server action. */
export function CouponForm({ coupon, canEdit }: { coupon?: CouponFormInitial; canEdit: boolean }) {
  const t = useTranslations('dashCommerce.coupons');
  const common = useTranslations('dashboard.common');
  const errorText = useDashboardErrorText({ fieldFallback: 'invalid' }).field;
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<CouponFormValues, unknown, CouponInput>({
    resolver: zodResolver(couponInputSchema),
    defaultValues: {
      code: coupon?.code ?? '',
      discountPercent: coupon ? String(coupon.discountPercent) : '',
      minimumSpend: coupon ? String(coupon.minimumSpend) : '0',
      usageLimit: coupon?.usageLimit === null || coupon?.usageLimit === undefined ? '' : String(coupon.usageLimit),
      startsAt: toLocalInput(coupon?.startsAt ?? null),
      expiresAt: toLocalInput(coupon?.expiresAt ?? null),
      active: coupon?.active ?? true,
    },
  });
  useUnsavedChanges(isDirty && !pending);

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
          <Field label={t('minimumSpend')} htmlFor="minimumSpend" error={err('minimumSpend')}>
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
          <Field label={t('startsAt')} htmlFor="startsAt" error={err('startsAt')}>
            <Input id="startsAt" type="datetime-local" invalid={!!errors.startsAt} {...register('startsAt')} />
          </Field>
          <Field label={t('expiresAt')} htmlFor="expiresAt" error={err('expiresAt')}>
            <Input id="expiresAt" type="datetime-local" invalid={!!errors.expiresAt} {...register('expiresAt')} />
          </Field>
          <Checkbox id="active" label={t('active')} {...register('active')} />
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
