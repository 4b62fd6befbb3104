'use client';

import { gatewaySettingsSchema, loginSettingsSchema } from '@/domain/settings/settings-forms';
import { useTranslations } from 'next-intl';
import { CircleAlert, CircleCheck } from '@/components/ui/icons';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Checkbox, Field, FormSection, Input, Select } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import type { GatewaySettingsInput, LoginSettingsInput, MaskedSecret } from '@/domain/settings/settings-forms';
import {
  credentialFormName,
  GATEWAYS,
  type CredentialField,
  type EnvironmentNote,
  type SecretFormName,
} from '@/domain/payments/gateway-descriptions';
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

/** The form's values: the view with every secret field empty (typing one replaces the stored secret). */
function withEmptySecrets<T extends object>(values: T): T {
  const secrets = GATEWAYS.flatMap((g) => g.fields.filter((f) => f.kind === 'secret').map((f) => [credentialFormName(g, f), '']));
  return { ...values, ...Object.fromEntries(secrets) };
}

/** A setting the server's environment alone holds (a webhook's secret): set, or missing (a warning when required). */
function EnvironmentLine({ note, set }: { note: EnvironmentNote; set: boolean }) {
  const t = useTranslations('dashSettings.gateway');
  return (
    <p
      className={`flex items-start gap-2 text-sm ${set || !note.required ? 'text-fg-muted' : 'text-red-700'}`}
      data-testid={`environment-${note.env}`}
    >
      {set ? (
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
      ) : (
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      {t((set ? note.set : note.missing) as Parameters<typeof t>[0])}
    </p>
  );
}

/**
 * /dashboard/settings/gateway: cash on delivery, then one section per online gateway drawn from its description
 * (domain/payments/gateway-descriptions.ts): its switch, its credentials and what the server's environment holds.
 */
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
  const message = (key: string, values?: Record<string, string>) => t(key as Parameters<typeof t>[0], values);
  return (
    <SettingsForm
      action="settings.updateGateway"
      schema={gatewaySettingsSchema}
      defaultValues={withEmptySecrets(view) as unknown as GatewaySettingsInput}
      canEdit={canEdit}
      afterSave={withEmptySecrets}
    >
      {(form) => (
        <>
          <FormSection title={t('cod')}>
            <Switch form={form} name="cod" label={t('codOn')} description={t('codHint')} />
          </FormSection>
          {GATEWAYS.map((g) => {
            const env = environment[g.id];
            const fields: readonly CredentialField[] = g.fields;
            return (
              <FormSection key={g.id} title={g.name} description={message(g.hint, 'callback' in g ? { path: ltr(g.callback) } : undefined)}>
                <Switch form={form} name={g.key} label={t('enable', { name: g.name })} />
                <div className={`grid gap-4 ${fields.length > 2 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
                  {fields.map((f) => {
                    const name = credentialFormName(g, f) as Path<GatewaySettingsInput>;
                    if (f.kind === 'mode') return <ModeSelect key={f.key} form={form} name={name} label={message(f.label)} />;
                    if (f.kind === 'secret')
                      return (
                        <SecretField
                          key={f.key}
                          form={form}
                          name={name}
                          label={message(f.label)}
                          stored={view[name as SecretFormName]}
                          envName={env.credentials ? f.env : undefined}
                        />
                      );
                    return (
                      <TextField
                        key={f.key}
                        form={form}
                        name={name}
                        label={message(f.label)}
                        placeholder={f.placeholder}
                        autoComplete="off"
                        dir="ltr"
                      />
                    );
                  })}
                </div>
                {g.notes.map((n: EnvironmentNote) => (
                  <EnvironmentLine key={n.env} note={n} set={env.notes[n.env]} />
                ))}
              </FormSection>
            );
          })}
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
