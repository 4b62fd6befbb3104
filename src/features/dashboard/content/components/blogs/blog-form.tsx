'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FormSection, Input, Select, Textarea } from '@/components/dashboard/field';
import { SingleImageUploader } from '@/components/dashboard/image-uploader';
import { RichTextEditor } from '@/components/dashboard/rich-text-editor';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { LanguageTabs, languageTabStates, optionalTabStates } from '@/components/dashboard/language-tabs';
import { BLOG_SLUG_MAX, BLOG_TEXT_FIELDS, blogTextStatuses, splitTags } from '@/domain/content/blog-forms';
import {
  SEO_TEXT_FIELDS,
  translationsForForm,
  type ContentTranslations,
  type SeoTextField,
  type TranslationLocale,
} from '@/domain/content/translations';
import { slugify } from '@/lib/slug';

export interface BlogFormValues {
  id?: string;
  title: string;
  slug: string;
  categorySlug: string;
  coverImage: string;
  excerpt: string;
  content: string;
  tags: string;
  status: 'draft' | 'published';
  seoTitle: string;
  seoDescription: string;
  /** title, excerpt, content and SEO texts in Bengali, Arabic and French (docs/requirements.md, "Content in four languages") */
  translations?: ContentTranslations<(typeof BLOG_TEXT_FIELDS)[number] | SeoTextField>;
}

/** Our own message keys (`dashContent.validation.*`) translated here; others go to Field (dashboard.validation). */
export function useContentMessage() {
  const t = useTranslations('dashContent');
  return (message: string | undefined) =>
    message?.startsWith('dashContent.') ? t(message.slice('dashContent.'.length) as never) : message;
}

/** /dashboard/blogs/create and /dashboard/blogs/[id]: a post (content sanitised by the server on save). */
export function BlogForm({
  initial,
  categories,
  canEdit,
}: {
  initial: BlogFormValues;
  categories: { name: string; slug: string }[];
  canEdit: boolean;
}) {
  const t = useTranslations('dashContent.blogs');
  const common = useTranslations('dashboard.common');
  const message = useContentMessage();
  const router = useRouter();
  // every language's tab starts with its fields, empty where nothing is stored
  const form = useForm<BlogFormValues>({
    defaultValues: { ...initial, translations: translationsForForm([...BLOG_TEXT_FIELDS, ...SEO_TEXT_FIELDS], initial.translations) },
  });
  const [title, excerpt, content, translations, seoTitle, seoDescription] = useWatch({
    control: form.control,
    name: ['title', 'excerpt', 'content', 'translations', 'seoTitle', 'seoDescription'],
  });
  const languages = useTranslations('dashboard.languages');
  const { submit, pending } = useActionForm();
  useUnsavedChanges(form.formState.isDirty && !pending);
  const e = form.formState.errors;
  const creating = !initial.id;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit(
      'blogs.save',
      { ...values, tags: splitTags(values.tags) },
      {
        onSuccess: (data) => {
          form.reset(values);
          if (creating) router.replace(`/dashboard/blogs/${data.id}`);
          else router.refresh();
        },
      },
    );
    applyFieldErrors(result, form.setError as never);
  });

  const titleField = form.register('title', {
    onChange: (ev: React.ChangeEvent<HTMLInputElement>) => {
      if (creating && !form.getFieldState('slug').isDirty) form.setValue('slug', slugify(ev.target.value, BLOG_SLUG_MAX));
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <fieldset disabled={!canEdit} className="space-y-6">
        <FormSection>
          <Field label={t('slug')} htmlFor="blog-slug" error={message(e.slug?.message)} hint={t('slugHint')} required>
            <Input id="blog-slug" invalid={!!e.slug} dir="ltr" spellCheck={false} {...form.register('slug')} />
          </Field>
          <LanguageTabs
            idPrefix="blog-texts"
            states={languageTabStates(blogTextStatuses({ title, excerpt, content }, translations), (l) =>
              l === 'en' ? BLOG_TEXT_FIELDS.some((f) => !!e[f]) : !!e.translations?.[l as TranslationLocale],
            )}
          >
            {(l) => {
              if (l === 'en')
                return (
                  <>
                    <Field label={t('title')} htmlFor="blog-title" error={e.title?.message} required>
                      <Input id="blog-title" invalid={!!e.title} {...titleField} />
                    </Field>
                    <Field label={t('excerpt')} htmlFor="blog-excerpt" error={e.excerpt?.message} hint={t('excerptHint')}>
                      <Textarea id="blog-excerpt" invalid={!!e.excerpt} rows={3} {...form.register('excerpt')} />
                    </Field>
                    <Field label={t('content')} htmlFor="blog-content" error={e.content?.message} hint={t('contentHint')}>
                      <Controller
                        control={form.control}
                        name="content"
                        render={({ field }) => (
                          <RichTextEditor
                            readOnly={!canEdit}
                            id="blog-content"
                            label={t('content')}
                            value={field.value}
                            onChange={field.onChange}
                            invalid={!!e.content}
                            minHeight={420}
                          />
                        )}
                      />
                    </Field>
                  </>
                );
              const tl = l as TranslationLocale;
              const err = e.translations?.[tl];
              return (
                <>
                  <Field label={t('title')} htmlFor={`blog-${tl}-title`} error={err?.title?.message}>
                    <Input
                      id={`blog-${tl}-title`}
                      invalid={!!err?.title}
                      placeholder={title}
                      {...form.register(`translations.${tl}.title`)}
                    />
                  </Field>
                  <Field label={t('excerpt')} htmlFor={`blog-${tl}-excerpt`} error={err?.excerpt?.message} hint={t('excerptHint')}>
                    <Textarea
                      id={`blog-${tl}-excerpt`}
                      invalid={!!err?.excerpt}
                      rows={3}
                      {...form.register(`translations.${tl}.excerpt`)}
                    />
                  </Field>
                  <Field label={t('content')} htmlFor={`blog-${tl}-content`} error={err?.content?.message}>
                    <Controller
                      control={form.control}
                      name={`translations.${tl}.content`}
                      render={({ field }) => (
                        <RichTextEditor
                          readOnly={!canEdit}
                          id={`blog-${tl}-content`}
                          label={`${t('content')} (${tl})`}
                          value={field.value ?? ''}
                          onChange={field.onChange}
                          invalid={!!err?.content}
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
      <div className="space-y-6">
        <fieldset disabled={!canEdit}>
          <FormSection>
            <Field label={t('status')} htmlFor="blog-status" error={e.status?.message}>
              <Select id="blog-status" {...form.register('status')}>
                <option value="draft">{common('draft')}</option>
                <option value="published">{common('published')}</option>
              </Select>
            </Field>
            <Field label={t('category')} htmlFor="blog-category" error={e.categorySlug?.message}>
              <Select id="blog-category" {...form.register('categorySlug')}>
                <option value="">{t('noCategory')}</option>
                {categories.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('coverImage')} htmlFor="blog-cover" error={e.coverImage?.message} hint={t('coverImageHint')}>
              <Controller
                control={form.control}
                name="coverImage"
                render={({ field }) => (
                  <SingleImageUploader
                    id="blog-cover"
                    area="blogs"
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    invalid={!!e.coverImage}
                  />
                )}
              />
            </Field>
            <Field label={t('tags')} htmlFor="blog-tags" error={e.tags?.message} hint={t('tagsHint')}>
              <Input id="blog-tags" {...form.register('tags')} />
            </Field>
            {/* optional in every language; a translation shows the English text as its placeholder */}
            <LanguageTabs
              idPrefix="blog-seo"
              label={languages('seoLabel')}
              states={optionalTabStates((l) =>
                l === 'en'
                  ? !!(e.seoTitle || e.seoDescription)
                  : !!(e.translations?.[l as TranslationLocale]?.seoTitle || e.translations?.[l as TranslationLocale]?.seoDescription),
              )}
            >
              {(l, input) => {
                if (l === 'en')
                  return (
                    <>
                      <Field label={t('seoTitle')} htmlFor="blog-seo-title" error={e.seoTitle?.message}>
                        <Input id="blog-seo-title" invalid={!!e.seoTitle} {...form.register('seoTitle')} />
                      </Field>
                      <Field label={t('seoDescription')} htmlFor="blog-seo-description" error={e.seoDescription?.message}>
                        <Textarea id="blog-seo-description" invalid={!!e.seoDescription} rows={3} {...form.register('seoDescription')} />
                      </Field>
                    </>
                  );
                const tl = l as TranslationLocale;
                const err = e.translations?.[tl];
                return (
                  <>
                    <Field label={t('seoTitle')} htmlFor={`blog-${tl}-seo-title`} error={err?.seoTitle?.message}>
                      <Input
                        id={`blog-${tl}-seo-title`}
                        invalid={!!err?.seoTitle}
                        placeholder={seoTitle}
                        {...input}
                        {...form.register(`translations.${tl}.seoTitle`)}
                      />
                    </Field>
                    <Field label={t('seoDescription')} htmlFor={`blog-${tl}-seo-description`} error={err?.seoDescription?.message}>
                      <Textarea
                        id={`blog-${tl}-seo-description`}
                        invalid={!!err?.seoDescription}
                        rows={3}
                        placeholder={seoDescription}
                        {...input}
                        {...form.register(`translations.${tl}.seoDescription`)}
                      />
                    </Field>
                  </>
                );
              }}
            </LanguageTabs>
          </FormSection>
        </fieldset>
        {canEdit && (
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? common('saving') : common('save')}
          </Button>
        )}
      </div>
    </form>
  );
}
