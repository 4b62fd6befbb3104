'use client';

import { ArrowDown, ArrowUp, Plus, Trash2 } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Controller, useFieldArray, useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Checkbox, Field, FormSection, Input, Textarea } from '@/components/dashboard/field';
import { SingleImageUploader } from '@/components/dashboard/image-uploader';
import { IconButton } from '@/components/ui/icon-button';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import { LanguageTabs } from '@/components/dashboard/language-tabs';
import { HOME_BANNER_TEXT_FIELDS, HOME_SLIDE_TEXT_FIELDS, type HomeForm } from '@/domain/content/page-forms';
import { splitTags } from '@/domain/content/blog-forms';
import { translationsForForm, type ContentTranslations, type TranslationLocale } from '@/domain/content/translations';
import { contentTabStates } from '../text-states';

type Values = Omit<HomeForm, 'featuredProductSlugs'> & { featuredProductSlugs: string };

function errorOf(form: UseFormReturn<Values>, path: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const p of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[p];
  return (node as { message?: string } | undefined)?.message;
}

type TextField = 'heading' | 'text' | 'linkLabel';

/**
 * One slide's (heading, text, link label) or banner's (heading, text) texts in the four language tabs, English first
 * and required (docs/requirements.md, "Content in four languages"); a tab is marked while incomplete or in error.
 */
function ItemTexts({
  list,
  i,
  fields,
  form,
  control,
}: {
  list: 'hero' | 'banners';
  i: number;
  fields: readonly TextField[];
  form: UseFormReturn<Values>;
  control: Control<Values>;
}) {
  const t = useTranslations('dashContent.pages.home');
  const base = `${list}.${i}`;
  const watched = useWatch({ control, name: [...fields.map((f) => `${base}.${f}`), `${base}.translations`] as never }) as unknown[];
  const english = Object.fromEntries(fields.map((f, k) => [f, (watched[k] as string | undefined) ?? ''])) as Record<TextField, string>;
  const translations = watched[fields.length] as ContentTranslations | undefined;
  const hasError = (prefix: string) => fields.some((f) => !!errorOf(form, `${prefix}.${f}`));
  const labels: Record<TextField, string> = { heading: t('heading'), text: t('text'), linkLabel: t('linkLabel') };
  return (
    <div className="sm:col-span-2">
      <LanguageTabs
        idPrefix={`${list}-${i}`}
        states={contentTabStates(english, translations, [], (l) => (l === 'en' ? hasError(base) : hasError(`${base}.translations.${l}`)))}
      >
        {(l) => {
          const en = l === 'en';
          const tl = l as TranslationLocale;
          return (
            <div className="grid gap-3 sm:grid-cols-2">
              {fields.map((f) => {
                const path = (en ? `${base}.${f}` : `${base}.translations.${tl}.${f}`) as `hero.${number}.heading`;
                const id = en ? `${list}-${i}-${f}` : `${list}-${i}-${tl}-${f}`;
                const error = errorOf(form, path);
                const multiline = f === 'text';
                return (
                  <Field
                    key={f}
                    label={labels[f]}
                    htmlFor={id}
                    error={error}
                    required={en && f === 'heading'}
                    className={multiline ? 'sm:col-span-2' : undefined}
                  >
                    {multiline ? (
                      <Textarea id={id} rows={2} invalid={!!error} placeholder={en ? undefined : english[f]} {...form.register(path)} />
                    ) : (
                      <Input id={id} invalid={!!error} placeholder={en ? undefined : english[f]} {...form.register(path)} />
                    )}
                  </Field>
                );
              })}
            </div>
          );
        }}
      </LanguageTabs>
    </div>
  );
}

/** One slide or banner card with its move/remove buttons. */
function ItemCard({
  label,
  index,
  count,
  onMove,
  onRemove,
  canEdit,
  children,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  canEdit: boolean;
  children: React.ReactNode;
}) {
  const t = useTranslations('dashContent.pages.faq');
  return (
    <li className="rounded-md border border-line p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-fg-muted">{label}</span>
        {canEdit && (
          <div className="flex gap-1">
            <IconButton type="button" label={t('moveUp')} disabled={index === 0} onClick={() => onMove(index - 1)}>
              <ArrowUp className="size-4" aria-hidden />
            </IconButton>
            <IconButton type="button" label={t('moveDown')} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
              <ArrowDown className="size-4" aria-hidden />
            </IconButton>
            <IconButton type="button" label={t('remove')} onClick={onRemove}>
              <Trash2 className="size-4 text-red-700" aria-hidden />
            </IconButton>
          </div>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </li>
  );
}

/** /dashboard/page/home: hero slides, banners, featured categories and products. */
export function HomeEditor({
  initial,
  categories,
  canEdit,
}: {
  initial: HomeForm;
  categories: { slug: string; name: string }[];
  canEdit: boolean;
}) {
  const t = useTranslations('dashContent.pages.home');
  const tc = useTranslations('dashContent');
  const common = useTranslations('dashboard.common');
  const router = useRouter();
  // every language's tab starts with its fields, empty where nothing is stored
  const form = useForm<Values>({
    defaultValues: {
      ...initial,
      hero: initial.hero.map((s) => ({ ...s, translations: translationsForForm(HOME_SLIDE_TEXT_FIELDS, s.translations) })),
      banners: initial.banners.map((b) => ({ ...b, translations: translationsForForm(HOME_BANNER_TEXT_FIELDS, b.translations) })),
      featuredProductSlugs: initial.featuredProductSlugs.join(', '),
    },
  });
  const hero = useFieldArray({ control: form.control, name: 'hero' });
  const banners = useFieldArray({ control: form.control, name: 'banners' });
  const { submit, pending } = useActionForm();
  const hydrated = useHydrated();
  useUnsavedChanges(form.formState.isDirty && !pending);
  const own = (m: string | undefined) => (m?.startsWith('dashContent.') ? tc(m.slice('dashContent.'.length) as never) : m);
  const selected = useWatch({ control: form.control, name: 'featuredCategorySlugs' }) ?? [];

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit(
      'pageSettings.saveHome',
      { ...values, featuredProductSlugs: splitTags(values.featuredProductSlugs) },
      {
        onSuccess: () => {
          form.reset(values);
          router.refresh();
        },
      },
    );
    applyFieldErrors(result, form.setError as never);
  });

  const link = (path: `hero.${number}.link` | `banners.${number}.link`) => {
    const id = path.replace(/\./g, '-');
    const error = errorOf(form, path);
    return (
      <Field label={t('link')} htmlFor={id} error={error}>
        <Input id={id} dir="ltr" invalid={!!error} {...form.register(path)} />
      </Field>
    );
  };
  // a slide's or banner's picture, uploaded (and resized, as WebP) by the image uploader
  const picture = (path: `hero.${number}.image` | `banners.${number}.image`) => {
    const id = path.replace(/\./g, '-');
    const error = errorOf(form, path);
    return (
      <Field label={t('image')} htmlFor={id} error={error} required className="sm:col-span-2">
        <Controller
          control={form.control}
          name={path}
          render={({ field }) => (
            <SingleImageUploader id={id} area="pageSettings" value={field.value} onChange={field.onChange} invalid={!!error} />
          )}
        />
      </Field>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset disabled={!canEdit} className="space-y-6">
        <FormSection title={t('hero')} description={errorOf(form, 'hero') ? undefined : t('heroHint')}>
          {errorOf(form, 'hero') && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('heroRequired')}
            </p>
          )}
          <ol className="space-y-3">
            {hero.fields.map((f, i) => (
              <ItemCard
                key={f.id}
                label={t('slide', { n: i + 1 })}
                index={i}
                count={hero.fields.length}
                onMove={(to) => hero.move(i, to)}
                onRemove={() => hero.remove(i)}
                canEdit={canEdit}
              >
                <ItemTexts list="hero" i={i} fields={HOME_SLIDE_TEXT_FIELDS} form={form} control={form.control} />
                {link(`hero.${i}.link`)}
                {picture(`hero.${i}.image`)}
              </ItemCard>
            ))}
          </ol>
          {canEdit && hero.fields.length < 8 && (
            <Button
              variant="outline"
              size="sm"
              disabled={!hydrated}
              onClick={() =>
                hero.append({
                  image: '',
                  heading: '',
                  text: '',
                  link: '',
                  linkLabel: '',
                  translations: translationsForForm(HOME_SLIDE_TEXT_FIELDS, {}),
                })
              }
            >
              <Plus className="size-4" aria-hidden />
              {t('addSlide')}
            </Button>
          )}
        </FormSection>

        <FormSection title={t('banners')}>
          <ol className="space-y-3">
            {banners.fields.map((f, i) => (
              <ItemCard
                key={f.id}
                label={t('banner', { n: i + 1 })}
                index={i}
                count={banners.fields.length}
                onMove={(to) => banners.move(i, to)}
                onRemove={() => banners.remove(i)}
                canEdit={canEdit}
              >
                <ItemTexts list="banners" i={i} fields={HOME_BANNER_TEXT_FIELDS} form={form} control={form.control} />
                {link(`banners.${i}.link`)}
                {picture(`banners.${i}.image`)}
              </ItemCard>
            ))}
          </ol>
          {canEdit && banners.fields.length < 6 && (
            <Button
              variant="outline"
              size="sm"
              disabled={!hydrated}
              onClick={() =>
                banners.append({
                  image: '',
                  heading: '',
                  text: '',
                  link: '',
                  translations: translationsForForm(HOME_BANNER_TEXT_FIELDS, {}),
                })
              }
            >
              <Plus className="size-4" aria-hidden />
              {t('addBanner')}
            </Button>
          )}
        </FormSection>

        <FormSection title={t('featuredCategories')} description={t('featuredCategoriesHint')}>
          {errorOf(form, 'featuredCategorySlugs') && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('unknownCategory')}
            </p>
          )}
          <div className="grid gap-2 sm:grid-cols-2">
            {categories.map((c) => (
              <Checkbox
                key={c.slug}
                id={`featured-${c.slug}`}
                label={c.name}
                checked={selected.includes(c.slug)}
                onChange={(e) =>
                  form.setValue('featuredCategorySlugs', e.target.checked ? [...selected, c.slug] : selected.filter((s) => s !== c.slug), {
                    shouldDirty: true,
                  })
                }
              />
            ))}
          </div>
        </FormSection>

        <FormSection title={t('featuredProducts')}>
          <Field
            label={t('productSlugs')}
            htmlFor="featured-products"
            error={own(errorOf(form, 'featuredProductSlugs'))}
            hint={t('productSlugsHint')}
          >
            <Textarea
              id="featured-products"
              rows={3}
              invalid={!!errorOf(form, 'featuredProductSlugs')}
              {...form.register('featuredProductSlugs')}
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
