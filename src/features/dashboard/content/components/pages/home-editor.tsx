'use client';

import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { Checkbox, Field, FormSection, Input, Textarea } from '@/components/dashboard/field';
import { IconButton } from '@/components/ui/icon-button';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { useUnsavedChanges } from '@/components/dashboard/use-unsaved-changes';
import type { HomeForm } from '@/domain/content/page-forms';
import { splitTags } from '@/domain/content/blog-forms';

type Values = Omit<HomeForm, 'featuredProductSlugs'> & { featuredProductSlugs: string };

function errorOf(form: UseFormReturn<Values>, path: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const p of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[p];
  return (node as { message?: string } | undefined)?.message;
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
  const form = useForm<Values>({ defaultValues: { ...initial, featuredProductSlugs: initial.featuredProductSlugs.join(', ') } });
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

  const text = (
    path:
      | `hero.${number}.${'image' | 'heading' | 'text' | 'link' | 'linkLabel'}`
      | `banners.${number}.${'image' | 'heading' | 'text' | 'link'}`,
    label: string,
    required = false,
    multiline = false,
  ) => {
    const id = path.replace(/\./g, '-');
    const error = errorOf(form, path);
    return (
      <Field label={label} htmlFor={id} error={error} required={required} className={multiline ? 'sm:col-span-2' : undefined}>
        {multiline ? (
          <Textarea id={id} rows={2} invalid={!!error} {...form.register(path)} />
        ) : (
          <Input id={id} invalid={!!error} {...form.register(path)} />
        )}
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
                {text(`hero.${i}.heading`, t('heading'), true)}
                {text(`hero.${i}.image`, t('image'), true)}
                {text(`hero.${i}.text`, t('text'), false, true)}
                {text(`hero.${i}.link`, t('link'))}
                {text(`hero.${i}.linkLabel`, t('linkLabel'))}
              </ItemCard>
            ))}
          </ol>
          {canEdit && hero.fields.length < 8 && (
            <Button
              variant="outline"
              size="sm"
              disabled={!hydrated}
              onClick={() => hero.append({ image: '', heading: '', text: '', link: '', linkLabel: '' })}
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
                {text(`banners.${i}.heading`, t('heading'), true)}
                {text(`banners.${i}.image`, t('image'), true)}
                {text(`banners.${i}.text`, t('text'), false, true)}
                {text(`banners.${i}.link`, t('link'))}
              </ItemCard>
            ))}
          </ol>
          {canEdit && banners.fields.length < 6 && (
            <Button
              variant="outline"
              size="sm"
              disabled={!hydrated}
              onClick={() => banners.append({ image: '', heading: '', text: '', link: '' })}
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
