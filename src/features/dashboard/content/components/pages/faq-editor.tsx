'use client';

import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FormSection, Input } from '@/components/dashboard/field';
import { IconButton } from '@/components/ui/icon-button';
import { RichTextEditor } from '@/components/dashboard/rich-text-editor';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { FAQ_MAX_ITEMS, type FaqForm } from '@/domain/content/page-forms';

/** /dashboard/page/faq: the ordered question/answer list (add, remove, move up/down). */
export function FaqEditor({ initial, canEdit }: { initial: FaqForm; canEdit: boolean }) {
  const t = useTranslations('dashContent.pages.faq');
  const common = useTranslations('dashboard.common');
  const router = useRouter();
  const form = useForm<FaqForm>({ defaultValues: initial });
  const { fields, append, remove, swap } = useFieldArray({ control: form.control, name: 'items' });
  const { submit, pending } = useActionForm();
  const hydrated = useHydrated();
  useUnsavedChanges(form.formState.isDirty && !pending);
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit('pageSettings.saveFaq', values, {
      onSuccess: () => {
        form.reset(values);
        router.refresh();
      },
    });
    applyFieldErrors(result, form.setError as never);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset disabled={!canEdit} className="space-y-6">
        <FormSection>
          <Field label={t('pageTitle')} htmlFor="faq-title" error={errors.title?.message}>
            <Input id="faq-title" invalid={!!errors.title} {...form.register('title')} />
          </Field>
        </FormSection>

        <ol className="space-y-4" aria-label={t('items')}>
          {fields.map((field, i) => {
            const qErr = errors.items?.[i]?.question?.message;
            const aErr = errors.items?.[i]?.answer?.message;
            return (
              <li key={field.id} className="rounded-lg border border-line bg-surface p-4 shadow-xs" data-testid="faq-item">
                <div className="mb-3 flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-fg-muted">{t('itemNumber', { n: i + 1 })}</span>
                  {canEdit && (
                    <div className="flex gap-1">
                      <IconButton type="button" label={t('moveUp')} disabled={i === 0} onClick={() => swap(i, i - 1)}>
                        <ArrowUp className="size-4" aria-hidden />
                      </IconButton>
                      <IconButton type="button" label={t('moveDown')} disabled={i === fields.length - 1} onClick={() => swap(i, i + 1)}>
                        <ArrowDown className="size-4" aria-hidden />
                      </IconButton>
                      <IconButton type="button" label={t('remove')} onClick={() => remove(i)}>
                        <Trash2 className="size-4 text-red-700" aria-hidden />
                      </IconButton>
                    </div>
                  )}
                </div>
                <div className="space-y-3">
                  <Field label={t('question')} htmlFor={`faq-q-${i}`} error={qErr} required>
                    <Input id={`faq-q-${i}`} invalid={!!qErr} {...form.register(`items.${i}.question`)} />
                  </Field>
                  <Field label={t('answer')} htmlFor={`faq-a-${i}`} error={aErr} hint={t('answerHint')} required>
                    <Controller
                      control={form.control}
                      name={`items.${i}.answer`}
                      render={({ field: answer }) => (
                        <RichTextEditor
                          readOnly={!canEdit}
                          id={`faq-a-${i}`}
                          label={t('answer')}
                          value={answer.value}
                          onChange={answer.onChange}
                          invalid={!!aErr}
                          minHeight={110}
                        />
                      )}
                    />
                  </Field>
                </div>
              </li>
            );
          })}
        </ol>
        {fields.length === 0 && (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-fg-muted">{t('empty')}</p>
        )}
      </fieldset>

      {canEdit && (
        <div className="sticky bottom-0 flex flex-wrap justify-between gap-2 border-t border-line bg-surface/95 py-3 backdrop-blur">
          <Button
            variant="outline"
            disabled={!hydrated || fields.length >= FAQ_MAX_ITEMS}
            onClick={() => append({ question: '', answer: '' })}
          >
            <Plus className="size-4" aria-hidden />
            {t('add')}
          </Button>
          <Button type="submit" disabled={!hydrated || pending}>
            {pending ? common('saving') : common('save')}
          </Button>
        </div>
      )}
    </form>
  );
}
