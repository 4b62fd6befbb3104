'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, type FieldValues, type Path, type UseFormReturn, type DefaultValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/dashboard/field';
import type { DashboardActionInput, DashboardActionName } from '@/components/dashboard/call-action';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { toast } from '@/components/ui/toast';
import type { ActionFailure } from '@/lib/action-result';
import { fieldErrorsOf } from '@/lib/limit-message';

/** The error message key of a nested field (`color.primary`) from react-hook-form's error tree. */
export function errorAt(form: UseFormReturn<FieldValues>, name: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

/** Whether the form holds an error at or under `name` (a language tab's fields). */
export function hasErrorAt(form: UseFormReturn<FieldValues>, name: string): boolean {
  let node: unknown = form.formState.errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return !!node;
}

/** `color.primary` → `color-primary`: the input id (and the label's htmlFor). */
export const fieldId = (name: string) => name.replace(/\./g, '-');

/**
 * A settings page's form: react-hook-form over the page's values, saved with one dashboard action. The action's
 * own schema (`schema`, the one the server parses with) checks the input in the browser first: what it refuses is
 * marked on its fields and nothing is sent; the server's field errors (message keys) land on the same fields.
 * Unsaved changes are guarded.
 */
export function SettingsForm<T extends FieldValues, N extends DashboardActionName>({
  action,
  schema,
  defaultValues,
  canEdit,
  toInput,
  afterSave,
  children,
}: {
  action: N;
  /** the action's input schema (src/domain/settings): the server's rules, run in the browser before sending */
  schema: { safeParse(input: unknown): { success: true } | { success: false; error: Parameters<typeof fieldErrorsOf>[0] } };
  defaultValues: T;
  canEdit: boolean;
  /** turns the form values into the action input (e.g. numbers from text inputs) */
  toInput?: (values: T) => DashboardActionInput<N>;
  /** the values the form shows after a save (e.g. write-only secrets emptied again) */
  afterSave?: (values: T) => T;
  children: (form: UseFormReturn<T>) => React.ReactNode;
}) {
  const t = useTranslations('dashboard.common');
  const router = useRouter();
  const form = useForm<T>({ defaultValues: defaultValues as DefaultValues<T> });
  const { submit, pending } = useActionForm();
  const errorText = useDashboardErrorText().result;
  useUnsavedChanges(form.formState.isDirty && !pending);

  const onSubmit = form.handleSubmit(async (values) => {
    // without toInput the form's values are the input as they are
    const input = toInput ? toInput(values) : (values as DashboardActionInput<N>);
    const checked = schema.safeParse(input);
    if (!checked.success) {
      const refusal: ActionFailure = { ok: false, status: 400, error: 'invalid', fieldErrors: fieldErrorsOf(checked.error) };
      applyFieldErrors(refusal, form.setError as never);
      toast.error(errorText(refusal));
      return;
    }
    const result = await submit(action, input, {
      onSuccess: () => {
        form.reset(afterSave ? afterSave(values) : values);
        router.refresh();
      },
    });
    applyFieldErrors(result, form.setError as never);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset disabled={!canEdit} className="min-w-0 space-y-6">
        {children(form)}
      </fieldset>
      {canEdit && (
        <div className="sticky bottom-0 flex justify-end gap-2 border-t border-line bg-surface/95 py-3 backdrop-blur">
          <Button type="submit" disabled={pending}>
            {pending ? t('saving') : t('save')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** A text (or textarea) field registered on the form with its translated error. */
export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  multiline,
  type = 'text',
  placeholder,
  autoComplete,
  dir,
  lang,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: React.ReactNode;
  hint?: React.ReactNode;
  required?: boolean;
  multiline?: boolean;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  /** `ltr` for addresses, ids and codes, which read left to right in Arabic too; a language tab's direction */
  dir?: 'ltr' | 'rtl';
  /** a language tab's language (its text controls carry it) */
  lang?: string;
}) {
  const id = fieldId(name);
  dir ??= ['email', 'url', 'tel', 'number'].includes(type) ? 'ltr' : undefined;
  const error = errorAt(form as unknown as UseFormReturn<FieldValues>, name);
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} required={required}>
      {multiline ? (
        <Textarea id={id} dir={dir} lang={lang} invalid={!!error} rows={3} {...form.register(name)} />
      ) : (
        <Input
          id={id}
          type={type}
          dir={dir}
          lang={lang}
          invalid={!!error}
          placeholder={placeholder}
          autoComplete={autoComplete}
          {...form.register(name)}
        />
      )}
    </Field>
  );
}
