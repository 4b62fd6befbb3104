'use client';

import { gatewaySettingsSchema, loginSettingsSchema } from '@/domain/settings/settings-forms';
import { useTranslations } from 'next-intl';
import { CircleAlert, CircleCheck } from '@/components/ui/icons';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Checkbox, Field, FormSection, Input, Select } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import type { GatewaySettingsInput, LoginSettingsInput, MaskedSecret } from '@/domain/settings/settings-forms';
import { errorAt, fieldId, SettingsForm, TextField } from './settings-form';
import type { GatewayEnvironment, GatewaySettingsView, LoginSettingsView } from '@/server/dashboard/settings';

/** A path inside a translated sentence stays left-to-right in Arabic (Unicode isolate). */
const ltr = (s: string) => `\u2066${s}\u2069`;

/**
 * A write-only secret: always starts empty; the hint says whether one is stored (and its last four characters),
 * else whether the server's environment provides it (`envName`: the variable that does).
 */
function SecretField<T extends FieldValues>({
  form,
  name,
  label,
  stored,
  envName,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  stored: MaskedSecret;
  envName?: string;
}) {
  const t = useTranslations('dashSettings');
  const id = fieldId(name);
  const error = errorAt(form as unknown as UseFormReturn<FieldValues>, name);
  const hint = stored.set ? t('secretStored', { hint: stored.hint }) : envName ? t('secretFromEnv', { name: envName }) : t('secretNotSet');
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint}>
      <Input
        id={id}
        dir="ltr"
        type="password"
        autoComplete="new-password"
        invalid={!!error}
        placeholder={stored.set ? stored.hint : ''}
        {...form.register(name)}
      />
    </Field>
  );
}

/** A switch with the server's refusal under it (e.g. every payment method off, a gateway without its keys). */
function Switch<T extends FieldValues>({
  form,
  name,
  label,
  description,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  description?: string;
}) {
  const message = useDashboardErrorText().field(errorAt(form as unknown as UseFormReturn<FieldValues>, name));
  const id = fieldId(name);
  return (
    <div className="space-y-1">
      <Checkbox
        id={id}
        label={label}
        description={description}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        {...form.register(name)}
      />
      {message && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

function ModeSelect<T extends FieldValues>({ form, name, label }: { form: UseFormReturn<T>; name: Path<T>; label: string }) {
  const t = useTranslations('dashSettings.gateway');
  const id = fieldId(name);
  return (
    <Field label={label} htmlFor={id} error={errorAt(form as unknown as UseFormReturn<FieldValues>, name)}>
      <Select id={id} {...form.register(name)}>
        <option value="sandbox">{t('sandbox')}</option>
        <option value="live">{t('live')}</option>
      </Select>
    </Field>
  );
}

/** /dashboard/settings/gateway */
export function GatewaySettingsForm({
  view,
  environment,
  canEdit,
}: {
  view: GatewaySettingsView;
  environment: GatewayEnvironment;
  canEdit: boolean;
}) {
  const t = useTranslations('dashSettings.gateway');
  const values: GatewaySettingsInput = { ...view, paypalSecret: '', stripeSecretKey: '', sslCommerzStorePassword: '' };
  return (
    <SettingsForm
      action="settings.updateGateway"
      schema={gatewaySettingsSchema}
      defaultValues={values}
      canEdit={canEdit}
      afterSave={(v) => ({ ...v, paypalSecret: '', stripeSecretKey: '', sslCommerzStorePassword: '' })}
    >
      {(form) => (
        <>
          <FormSection title={t('cod')}>
            <Switch form={form} name="cod" label={t('codOn')} description={t('codHint')} />
          </FormSection>
          <FormSection title="PayPal" description={t('paypalHint')}>
            <Switch form={form} name="paypal" label={t('enable', { name: 'PayPal' })} />
            <div className="grid gap-4 sm:grid-cols-3">
              <ModeSelect form={form} name="paypalMode" label={t('mode')} />
              <TextField form={form} name="paypalClientId" label={t('clientId')} autoComplete="off" dir="ltr" />
              <SecretField
                form={form}
                name="paypalSecret"
                label={t('secret')}
                stored={view.paypalSecret}
                envName={environment.paypal ? 'PAYPAL_CLIENT_SECRET' : undefined}
              />
            </div>
            <p className="flex items-start gap-2 text-sm text-fg-muted" data-testid="paypal-webhook-id">
              {environment.paypalWebhookId ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
              ) : (
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              )}
              {environment.paypalWebhookId ? t('paypalWebhookSet') : t('paypalWebhookMissing')}
            </p>
          </FormSection>
          <FormSection title="Stripe" description={t('stripeHint', { path: ltr('/api/payments/stripe/webhook') })}>
            <Switch form={form} name="stripe" label={t('enable', { name: 'Stripe' })} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                form={form}
                name="stripePublishableKey"
                label={t('publishableKey')}
                placeholder="pk_live_…"
                autoComplete="off"
                dir="ltr"
              />
              <SecretField
                form={form}
                name="stripeSecretKey"
                label={t('secretKey')}
                stored={view.stripeSecretKey}
                envName={environment.stripeSecretKey ? 'STRIPE_SECRET_KEY' : undefined}
              />
            </div>
            <p
              className={`flex items-start gap-2 text-sm ${environment.stripeWebhookSecret ? 'text-fg-muted' : 'text-red-700'}`}
              data-testid="stripe-webhook-secret"
            >
              {environment.stripeWebhookSecret ? (
                <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
              ) : (
                <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              )}
              {environment.stripeWebhookSecret ? t('webhookSecretSet') : t('webhookSecretMissing')}
            </p>
          </FormSection>
          <FormSection title="SSLCommerz" description={t('sslCommerzHint', { path: ltr('/api/payments/sslcommerz/ipn') })}>
            <Switch form={form} name="sslCommerz" label={t('enable', { name: 'SSLCommerz' })} />
            <div className="grid gap-4 sm:grid-cols-3">
              <ModeSelect form={form} name="sslCommerzMode" label={t('mode')} />
              <TextField form={form} name="sslCommerzStoreId" label={t('storeId')} autoComplete="off" dir="ltr" />
              <SecretField
                form={form}
                name="sslCommerzStorePassword"
                label={t('storePassword')}
                stored={view.sslCommerzStorePassword}
                envName={environment.sslCommerz ? 'SSLCOMMERZ_STORE_PASSWORD' : undefined}
              />
            </div>
          </FormSection>
        </>
      )}
    </SettingsForm>
  );
}

/** /dashboard/settings/login */
export function LoginSettingsForm({ view, canEdit }: { view: LoginSettingsView; canEdit: boolean }) {
  const t = useTranslations('dashSettings.login');
  const values: LoginSettingsInput = { ...view, googleClientSecret: '', facebookAppSecret: '' };
  return (
    <SettingsForm
      action="settings.updateLogin"
      schema={loginSettingsSchema}
      defaultValues={values}
      canEdit={canEdit}
      afterSave={(v) => ({ ...v, googleClientSecret: '', facebookAppSecret: '' })}
    >
      {(form) => (
        <>
          <FormSection title="Google" description={t('hint')}>
            <Switch form={form} name="google" label={t('enable', { name: 'Google' })} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                form={form}
                name="googleClientId"
                label={t('clientId')}
                placeholder="….apps.googleusercontent.com"
                autoComplete="off"
                dir="ltr"
              />
              <SecretField form={form} name="googleClientSecret" label={t('clientSecret')} stored={view.googleClientSecret} />
            </div>
          </FormSection>
          <FormSection title="Facebook" description={t('hint')}>
            <Switch form={form} name="facebook" label={t('enable', { name: 'Facebook' })} />
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField form={form} name="facebookAppId" label={t('appId')} autoComplete="off" dir="ltr" />
              <SecretField form={form} name="facebookAppSecret" label={t('appSecret')} stored={view.facebookAppSecret} />
            </div>
          </FormSection>
        </>
      )}
    </SettingsForm>
  );
}
