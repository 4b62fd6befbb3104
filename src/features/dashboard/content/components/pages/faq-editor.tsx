'use client';

import { ArrowDown, ArrowUp, Plus, Trash2 } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useFieldArray, useForm, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FormSection, Input } from '@/components/dashboard/field';
import { IconButton } from '@/components/ui/icon-button';
import { RichTextEditor } from '@/components/dashboard/rich-text-editor';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { LanguageTabs } from '@/components/dashboard/language-tabs';
import { FAQ_ITEM_TEXT_FIELDS, FAQ_MAX_ITEMS, PAGE_TITLE_FIELDS, type FaqForm } from '@/domain/content/page-forms';
import { translationsForForm, type TranslationLocale } from '@/domain/content/translations';
import { contentTabStates } from '../text-states';

const emptyItemTranslations = () => translationsForForm(FAQ_ITEM_TEXT_FIELDS, {});

/** One entry's question and answer in the four language tabs (docs/requirements.md, "Content in four languages"). */
function FaqItemTexts({
  i,
  control,
  register,
  errors,
  canEdit,
}: {
  i: number;
  control: Control<FaqForm>;
  register: UseFormRegister<FaqForm>;
  errors: FieldErrors<FaqForm>;
  canEdit: boolean;
}) {
  const t = useTranslations('dashContent.pages.faq');
  const [question, answer, translations] = useWatch({
    control,
    name: [`items.${i}.question`, `items.${i}.answer`, `items.${i}.translations`],
  });
  const itemErrors = errors.items?.[i];
  return (
    <LanguageTabs
      idPrefix={`faq-${i}`}
      states={contentTabStates({ question, answer }, translations, ['answer'], (l) =>
        l === 'en' ? !!itemErrors?.question || !!itemErrors?.answer : !!itemErrors?.translations?.[l as TranslationLocale],
      )}
    >
      {(l) => {
        const en = l === 'en';
        const tl = l as TranslationLocale;
        const err = en ? itemErrors : itemErrors?.translations?.[tl];
        const id = (f: 'q' | 'a') => (en ? `faq-${f}-${i}` : `faq-${f}-${i}-${tl}`);
        return (
          <div className="space-y-3">
            <Field label={t('question')} htmlFor={id('q')} error={err?.question?.message} required={en}>
              <Input
                id={id('q')}
                invalid={!!err?.question}
                placeholder={en ? undefined : question}
                {...register(en ? `items.${i}.question` : `items.${i}.translations.${tl}.question`)}
              />
            </Field>
            <Field label={t('answer')} htmlFor={id('a')} error={err?.answer?.message} hint={en ? t('answerHint') : undefined} required={en}>
              <Controller
                control={control}
                name={en ? `items.${i}.answer` : `items.${i}.translations.${tl}.answer`}
                render={({ field: text }) => (
                  <RichTextEditor
                    readOnly={!canEdit}
                    id={id('a')}
                    label={en ? t('answer') : `${t('answer')} (${tl})`}
                    value={text.value ?? ''}
                    onChange={text.onChange}
                    invalid={!!err?.answer}
                    minHeight={110}
                  />
                )}
              />
            </Field>
          </div>
        );
      }}
    </LanguageTabs>
  );
}

/** /dashboard/page/faq: the ordered question/answer list (add, remove, move up/down), each entry in four languages. */
export function FaqEditor({ initial, canEdit }: { initial: FaqForm; canEdit: boolean }) {
  const t = useTranslations('dashContent.pages.faq');
  const common = useTranslations('dashboard.common');
  const router = useRouter();
  // every language's tab starts with its fields, empty where nothing is stored
  const form = useForm<FaqForm>({
    defaultValues: {
      ...initial,
      translations: translationsForForm(PAGE_TITLE_FIELDS, initial.translations),
      items: initial.items.map((item) => ({ ...item, translations: translationsForForm(FAQ_ITEM_TEXT_FIELDS, item.translations) })),
    },
  });
  const [title, titleTranslations] = useWatch({ control: form.control, name: ['title', 'translations'] });
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
          <LanguageTabs
            idPrefix="faq-title"
            states={contentTabStates({ title }, titleTranslations, [], (l) =>
              l === 'en' ? !!errors.title : !!errors.translations?.[l as TranslationLocale],
            )}
          >
            {(l) =>
              l === 'en' ? (
                <Field label={t('pageTitle')} htmlFor="faq-title" error={errors.title?.message}>
                  <Input id="faq-title" invalid={!!errors.title} {...form.register('title')} />
                </Field>
              ) : (
                <Field
                  label={t('pageTitle')}
                  htmlFor={`faq-title-${l}`}
                  error={errors.translations?.[l as TranslationLocale]?.title?.message}
                >
                  <Input
                    id={`faq-title-${l}`}
                    invalid={!!errors.translations?.[l as TranslationLocale]?.title}
                    placeholder={title}
                    {...form.register(`translations.${l as TranslationLocale}.title`)}
                  />
                </Field>
              )
            }
          </LanguageTabs>
        </FormSection>

        <ol className="space-y-4" aria-label={t('items')}>
          {fields.map((field, i) => {
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
                <FaqItemTexts i={i} control={form.control} register={form.register} errors={errors} canEdit={canEdit} />
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
            onClick={() => append({ question: '', answer: '', translations: emptyItemTranslations() })}
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
