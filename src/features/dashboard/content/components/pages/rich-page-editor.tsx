'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FormSection, Input } from '@/components/dashboard/field';
import { RichTextEditor } from '@/components/dashboard/rich-text-editor';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { LanguageTabs } from '@/components/dashboard/language-tabs';
import { RICH_PAGE_TEXT_FIELDS, type RichPageForm } from '@/domain/content/page-forms';
import { translationsForForm, type TranslationLocale } from '@/domain/content/translations';
import { contentTabStates } from '../text-states';

/**
 * /dashboard/page/{about,privacy,terms,return}: title and the page's rich text (sanitised by the server on save) in
 * four language tabs (docs/requirements.md, "Content in four languages").
 */
export function RichPageEditor({ initial, canEdit }: { initial: RichPageForm; canEdit: boolean }) {
  const t = useTranslations('dashContent.pages.rich');
  const common = useTranslations('dashboard.common');
  const router = useRouter();
  const form = useForm<RichPageForm>({
    defaultValues: { ...initial, translations: translationsForForm(RICH_PAGE_TEXT_FIELDS, initial.translations) },
  });
  const [title, html, translations] = useWatch({ control: form.control, name: ['title', 'html', 'translations'] });
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
          <LanguageTabs
            idPrefix="page-texts"
            states={contentTabStates({ title, html }, translations, ['html'], (l) =>
              l === 'en' ? !!errors.title || !!errors.html : !!errors.translations?.[l as TranslationLocale],
            )}
          >
            {(l) => {
              const en = l === 'en';
              const tl = l as TranslationLocale;
              const err = en ? errors : errors.translations?.[tl];
              const id = (f: string) => (en ? `page-${f}` : `page-${tl}-${f}`);
              return (
                <>
                  <Field label={t('title')} htmlFor={id('title')} error={err?.title?.message}>
                    <Input
                      id={id('title')}
                      invalid={!!err?.title}
                      placeholder={en ? undefined : title}
                      {...form.register(en ? 'title' : `translations.${tl}.title`)}
                    />
                  </Field>
                  <Field label={t('content')} htmlFor={id('html')} error={err?.html?.message} hint={en ? t('contentHint') : undefined}>
                    <Controller
                      control={form.control}
                      name={en ? 'html' : `translations.${tl}.html`}
                      render={({ field }) => (
                        <RichTextEditor
                          readOnly={!canEdit}
                          id={id('html')}
                          label={en ? t('content') : `${t('content')} (${tl})`}
                          value={field.value ?? ''}
                          onChange={field.onChange}
                          invalid={!!err?.html}
                          minHeight={420}
                        />
                      )}
                    />
                  </Field>
                </>
              );
            }}
          </LanguageTabs>
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
