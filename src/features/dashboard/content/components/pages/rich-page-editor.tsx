'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FormSection, Input } from '@/components/dashboard/field';
import { RichTextEditor } from '@/components/dashboard/rich-text-editor';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import type { RichPageForm } from '@/domain/content/page-forms';

/** /dashboard/page/{about,privacy,terms,return}: title and the page's rich text (sanitised by the server on save). */
export function RichPageEditor({ initial, canEdit }: { initial: RichPageForm; canEdit: boolean }) {
  const t = useTranslations('dashContent.pages.rich');
  const common = useTranslations('dashboard.common');
  const router = useRouter();
  const form = useForm<RichPageForm>({ defaultValues: initial });
  const { submit, pending } = useActionForm();
  useUnsavedChanges(form.formState.isDirty && !pending);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit('pageSettings.savePage', values, {
      onSuccess: () => {
        form.reset(values);
        router.refresh();
      },
    });
    applyFieldErrors(result, form.setError as never);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset disabled={!canEdit}>
        <FormSection>
          <Field label={t('title')} htmlFor="page-title" error={errors.title?.message}>
            <Input id="page-title" invalid={!!errors.title} {...form.register('title')} />
          </Field>
          <Field label={t('content')} htmlFor="page-html" error={errors.html?.message} hint={t('contentHint')}>
            <Controller
              control={form.control}
              name="html"
              render={({ field }) => (
                <RichTextEditor
                  readOnly={!canEdit}
                  id="page-html"
                  label={t('content')}
                  value={field.value}
                  onChange={field.onChange}
                  invalid={!!errors.html}
                  minHeight={420}
                />
              )}
            />
          </Field>
        </FormSection>
      </fieldset>
      {canEdit && (
        <div className="sticky bottom-0 flex justify-end border-t border-line bg-surface/95 py-3 backdrop-blur">
          <Button type="submit" disabled={pending}>
            {pending ? common('saving') : common('save')}
          </Button>
        </div>
      )}
    </form>
  );
}
