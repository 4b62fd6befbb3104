'use client';

import { useRouter } from 'next/navigation';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, FormSection, Input, Select } from '@/components/dashboard/field';
import { FEE_RULES, type FeeRule } from '@/domain/orders/delivery-fee';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { shippingInputSchema, type ShippingFormValues, type ShippingInput } from '@/domain/commerce/shipping';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { LanguageTabs, languageTabStates } from '@/components/dashboard/language-tabs';
import { SHIPPING_TEXT_FIELDS, shippingTextStatuses, type ShippingText } from '@/domain/commerce/shipping';
import { translationsForForm, type ContentTranslations, type TranslationLocale } from '@/domain/content/translations';
import type { DeliveryKind } from '@/domain/commerce/delivery-kinds';

export interface ShippingFormInitial {
  id: string;
  type: string;
  area: string;
  translations: ContentTranslations<ShippingText>;
  kind: DeliveryKind;
  feeRule: FeeRule;
  cost: number;
  feeRate: number;
  freeOver: number | null;
  position: number;
  active: boolean;
}

/** Create (no `option`) or edit a shipping option; the same zod schema as the server action. */
export function ShippingForm({ option, canEdit }: { option?: ShippingFormInitial; canEdit: boolean }) {
  const t = useTranslations('dashCommerce.shipping');
  const common = useTranslations('dashboard.common');
  const errorText = useDashboardErrorText({ fieldFallback: 'invalid' }).field;
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ShippingFormValues, unknown, ShippingInput>({
    resolver: zodResolver(shippingInputSchema),
    defaultValues: {
      type: option?.type ?? '',
      area: option?.area ?? '',
      translations: translationsForForm(SHIPPING_TEXT_FIELDS, option?.translations),
      kind: option?.kind ?? 'delivery',
      feeRule: option?.feeRule ?? 'flat',
      cost: option ? String(option.cost) : '',
      feeRate: option ? String(option.feeRate) : '0',
      freeOver: option?.freeOver == null ? '' : String(option.freeOver),
      position: option ? String(option.position) : '0',
      active: option?.active ?? true,
    },
  });
  useUnsavedChanges(isDirty && !pending);
  const feeRule = useWatch({ control, name: 'feeRule' });
  // the type and area in four language tabs (docs/requirements.md, "Content in four languages")
  const [type, area, translations] = useWatch({ control, name: ['type', 'area', 'translations'] });
  const statuses = shippingTextStatuses({ type, area }, translations as ContentTranslations | undefined);
  const textErrors = errors.translations as
    Partial<Record<TranslationLocale, Partial<Record<ShippingText, { message?: string }>>>> | undefined;

  const onSubmit = handleSubmit(async (values) => {
    const name = option ? 'shipping.update' : 'shipping.create';
    const result = await submit(name, option ? { ...values, id: option.id } : values, {
      successMessage: option ? t('saved') : t('created'),
    });
    if (result.ok) {
      reset(undefined, { keepValues: true });
      router.push('/dashboard/shipping');
      router.refresh();
    } else applyFieldErrors(result, setError);
  });

  const err = (name: keyof ShippingFormValues) => errorText(errors[name]?.message as string | undefined);
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-3xl space-y-6">
      <FormSection>
        <fieldset disabled={!canEdit || pending} className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <LanguageTabs
              idPrefix="shipping-texts"
              states={languageTabStates(statuses, (l) => (l === 'en' ? !!(errors.type || errors.area) : !!textErrors?.[l]))}
            >
              {(l) =>
                l === 'en' ? (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field label={t('type')} htmlFor="type" error={err('type')} required>
                      <Input id="type" invalid={!!errors.type} {...register('type')} />
                    </Field>
                    <Field label={t('area')} htmlFor="area" error={err('area')} required>
                      <Input id="area" invalid={!!errors.area} {...register('area')} />
                    </Field>
                  </div>
                ) : (
                  <div className="grid gap-4 sm:grid-cols-2">
                    {SHIPPING_TEXT_FIELDS.map((f) => (
                      <Field key={f} label={t(f)} htmlFor={`${f}-${l}`} error={errorText(textErrors?.[l]?.[f]?.message)}>
                        <Input
                          id={`${f}-${l}`}
                          placeholder={f === 'type' ? type : area}
                          invalid={!!textErrors?.[l]?.[f]}
                          {...register(`translations.${l}.${f}`)}
                        />
                      </Field>
                    ))}
                  </div>
                )
              }
            </LanguageTabs>
          </div>
          <Field label={t('kind')} htmlFor="kind" error={err('kind')} hint={t('kindHint')}>
            <Select id="kind" invalid={!!errors.kind} {...register('kind')}>
              <option value="delivery">{t('kinds.delivery')}</option>
              <option value="pickup">{t('kinds.pickup')}</option>
            </Select>
          </Field>
          <Field label={t('feeRule')} htmlFor="feeRule" error={err('feeRule')}>
            <Select id="feeRule" invalid={!!errors.feeRule} {...register('feeRule')}>
              {FEE_RULES.map((r) => (
                <option key={r} value={r}>
                  {t(`feeRules.${r}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t(feeRule === 'flat' ? 'cost' : 'base')} htmlFor="cost" error={err('cost')} required>
            <Input id="cost" type="number" inputMode="decimal" min={0} step="0.01" invalid={!!errors.cost} {...register('cost')} />
          </Field>
          {feeRule !== 'flat' && (
            <Field label={t(feeRule === 'perBox' ? 'perBox' : 'perKg')} htmlFor="feeRate" error={err('feeRate')} required>
              <Input
                id="feeRate"
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                invalid={!!errors.feeRate}
                {...register('feeRate')}
              />
            </Field>
          )}
          <Field label={t('freeOver')} htmlFor="freeOver" error={err('freeOver')} hint={t('freeOverHint')}>
            <Input
              id="freeOver"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              invalid={!!errors.freeOver}
              {...register('freeOver')}
            />
          </Field>
          <Field label={t('position')} htmlFor="position" error={err('position')} hint={t('positionHint')}>
            <Input id="position" type="number" inputMode="numeric" min={0} step={1} invalid={!!errors.position} {...register('position')} />
          </Field>
          <Checkbox id="active" label={t('active')} {...register('active')} />
        </fieldset>
      </FormSection>
      {canEdit && (
        <div className="flex gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? common('saving') : common('save')}
          </Button>
          <Button type="button" variant="outline" onClick={() => router.push('/dashboard/shipping')}>
            {common('cancel')}
          </Button>
        </div>
      )}
    </form>
  );
}
