'use client';

import type { ColumnDef } from '@tanstack/react-table';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DataTable, type TableQuery } from '@/components/dashboard/data-table';
import { Field, FormSection, Input } from '@/components/dashboard/field';
import { actionsColumn } from '@/components/dashboard/row-actions';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { LanguageCompleteness } from '@/components/dashboard/language-completeness';
import { LanguageTabs, languageTabStates } from '@/components/dashboard/language-tabs';
import { BLOG_CATEGORY_TEXT_FIELDS, BLOG_SLUG_MAX, blogCategoryTextStatuses } from '@/domain/content/blog-forms';
import { translationsForForm, type ContentTranslations, type TranslationLocale } from '@/domain/content/translations';
import { slugify } from '@/lib/slug';
import type { BlogCategoryRow } from '@/server/dashboard/content/blogs';

/** /dashboard/blogs/categories */
export function BlogCategoryTable({
  rows,
  total,
  query,
  canEdit,
  canDelete,
}: {
  rows: BlogCategoryRow[];
  total: number;
  query: TableQuery;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const t = useTranslations('dashContent.blogs');
  const languages = useTranslations('dashboard.languages');
  const columns: ColumnDef<BlogCategoryRow>[] = [
    { id: 'name', header: t('categoryName'), cell: ({ row }) => <span className="font-medium text-fg">{row.original.name}</span> },
    { id: 'slug', header: t('slug'), cell: ({ row }) => <span className="text-fg-muted">{row.original.slug}</span> },
    { id: 'posts', header: t('posts'), cell: ({ row }) => row.original.posts },
    {
      id: 'languages',
      header: languages('completeness'),
      enableSorting: false,
      cell: ({ row }) => <LanguageCompleteness states={row.original.languages} testId="blog-category-languages" />,
    },
    actionsColumn({
      label: t('actions'),
      name: (r) => r.name,
      editPath: canEdit ? '/dashboard/blogs/categories' : undefined,
      deleteAction: canDelete ? 'blogs.categoryDelete' : undefined,
    }),
  ];
  return (
    <DataTable
      columns={columns}
      data={rows}
      total={total}
      query={query}
      getRowId={(r) => r.id}
      deleteAction={canDelete ? 'blogs.categoryDelete' : undefined}
      searchPlaceholder={t('searchCategories')}
      emptyText={t('emptyCategories')}
    />
  );
}

/** /dashboard/blogs/categories/create and /[id]: the name in four languages (docs/requirements.md, "Content in four languages"). */
export function BlogCategoryForm({
  initial,
  canEdit,
}: {
  initial: { id?: string; name: string; slug: string; translations?: ContentTranslations<'name'> };
  canEdit: boolean;
}) {
  const t = useTranslations('dashContent.blogs');
  const common = useTranslations('dashboard.common');
  const router = useRouter();
  const form = useForm({
    defaultValues: { ...initial, translations: translationsForForm(BLOG_CATEGORY_TEXT_FIELDS, initial.translations) },
  });
  const [name, translations] = useWatch({ control: form.control, name: ['name', 'translations'] });
  const { submit, pending } = useActionForm();
  useUnsavedChanges(form.formState.isDirty && !pending);
  const e = form.formState.errors;
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit('blogs.categorySave', values, {
      onSuccess: () => {
        form.reset(values);
        router.push('/dashboard/blogs/categories');
      },
    });
    applyFieldErrors(result, form.setError as never);
  });
  const nameField = form.register('name', {
    onChange: (ev: React.ChangeEvent<HTMLInputElement>) => {
      if (!initial.id && !form.getFieldState('slug').isDirty) form.setValue('slug', slugify(ev.target.value, BLOG_SLUG_MAX));
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-6">
      <fieldset disabled={!canEdit}>
        <FormSection>
          <LanguageTabs
            idPrefix="blog-category-texts"
            states={languageTabStates(blogCategoryTextStatuses({ name }, translations), (l) =>
              l === 'en' ? !!e.name : !!e.translations?.[l as TranslationLocale],
            )}
          >
            {(l) =>
              l === 'en' ? (
                <Field label={t('categoryName')} htmlFor="category-name" error={e.name?.message} required>
                  <Input id="category-name" invalid={!!e.name} {...nameField} />
                </Field>
              ) : (
                <Field
                  label={t('categoryName')}
                  htmlFor={`category-${l}-name`}
                  error={e.translations?.[l as TranslationLocale]?.name?.message}
                >
                  <Input
                    id={`category-${l}-name`}
                    invalid={!!e.translations?.[l as TranslationLocale]?.name}
                    placeholder={name}
                    {...form.register(`translations.${l as TranslationLocale}.name`)}
                  />
                </Field>
              )
            }
          </LanguageTabs>
          <Field label={t('slug')} htmlFor="category-slug" error={e.slug?.message} hint={t('slugHint')} required>
            <Input id="category-slug" invalid={!!e.slug} dir="ltr" spellCheck={false} {...form.register('slug')} />
          </Field>
        </FormSection>
      </fieldset>
      {canEdit && (
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? common('saving') : common('save')}
          </Button>
        </div>
      )}
    </form>
  );
}
