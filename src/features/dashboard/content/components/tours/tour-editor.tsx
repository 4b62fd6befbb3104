'use client';

import { ExternalLink, Plus } from '@/components/ui/icons';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox, Field, Input } from '@/components/dashboard/field';
import { SingleImageUploader } from '@/components/dashboard/image-uploader';
import { RowActions } from '@/components/dashboard/row-actions';
import { applyFieldErrors, useActionForm } from '@/components/dashboard/use-action-form';
import { TOUR_TEXT_FIELDS, type TourForm } from '@/domain/content/tour-forms';
import { LanguageTabs, languageTabStates } from '@/components/dashboard/language-tabs';
import { translationsForForm, translationStatuses, type TranslationLocale } from '@/domain/content/translations';
import { tourUrl } from '@/domain/content/tours';

type Values = Omit<TourForm, 'position'> & { position: string | number };

/** One tour as an inline form (name, title, cover, panorama, order, published). */
function TourCard({
  tour,
  canEdit,
  canDelete,
  onDone,
}: {
  tour?: TourForm & { id: string };
  canEdit: boolean;
  canDelete: boolean;
  onDone?: () => void;
}) {
  const t = useTranslations('dashContent.tours');
  const common = useTranslations('dashboard.common');
  const router = useRouter();
  const form = useForm<Values>({
    defaultValues: {
      ...(tour ?? { name: '', title: '', image: '', panorama: '', position: 0, published: true }),
      translations: translationsForForm(TOUR_TEXT_FIELDS, tour?.translations),
    },
  });
  const { submit, pending } = useActionForm();
  const e = form.formState.errors;
  const key = tour?.id ?? 'new';
  // the title in four language tabs (docs/requirements.md, "Content in four languages")
  const [title, translations] = useWatch({ control: form.control, name: ['title', 'translations'] });
  const statuses = translationStatuses({ title }, translations);
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await submit(
      'pageSettings.tourSave',
      { ...values, id: tour?.id, position: Number(values.position) },
      {
        onSuccess: () => {
          form.reset(values);
          onDone?.();
          router.refresh();
        },
      },
    );
    applyFieldErrors(result, form.setError as never);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="rounded-lg border border-line bg-surface p-4 shadow-xs" data-testid="tour-card">
      <fieldset disabled={!canEdit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t('name')} htmlFor={`${key}-name`} error={e.name?.message} hint={t('nameHint')} required>
          <Input id={`${key}-name`} dir="ltr" invalid={!!e.name} {...form.register('name')} />
        </Field>
        <div className="sm:col-span-2 lg:col-span-3">
          <LanguageTabs
            idPrefix={`${key}-tour-title`}
            states={languageTabStates(statuses, (l) => (l === 'en' ? !!e.title : !!e.translations?.[l as TranslationLocale]))}
          >
            {(l, input) =>
              l === 'en' ? (
                <Field label={t('title')} htmlFor={`${key}-title`} error={e.title?.message} required>
                  <Input id={`${key}-title`} invalid={!!e.title} {...form.register('title')} />
                </Field>
              ) : (
                <Field label={t('title')} htmlFor={`${key}-title-${l}`} error={e.translations?.[l]?.title?.message}>
                  <Input
                    id={`${key}-title-${l}`}
                    placeholder={title}
                    invalid={!!e.translations?.[l]?.title}
                    {...input}
                    {...form.register(`translations.${l}.title`)}
                  />
                </Field>
              )
            }
          </LanguageTabs>
        </div>
        <Field label={t('position')} htmlFor={`${key}-position`} error={e.position?.message}>
          <Input id={`${key}-position`} type="number" min={0} dir="ltr" invalid={!!e.position} {...form.register('position')} />
        </Field>
        <Field label={t('image')} htmlFor={`${key}-image`} error={e.image?.message} required>
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <SingleImageUploader
                id={`${key}-image`}
                area="pageSettings"
                value={field.value}
                onChange={field.onChange}
                invalid={!!e.image}
              />
            )}
          />
        </Field>
        <Field label={t('panorama')} htmlFor={`${key}-panorama`} error={e.panorama?.message} hint={t('panoramaHint')} required>
          <Controller
            control={form.control}
            name="panorama"
            render={({ field }) => (
              <SingleImageUploader
                id={`${key}-panorama`}
                area="pageSettings"
                purpose="panorama"
                value={field.value}
                onChange={field.onChange}
                invalid={!!e.panorama}
              />
            )}
          />
        </Field>
        <div className="flex items-end pb-2">
          <Checkbox id={`${key}-published`} label={t('published')} {...form.register('published')} />
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        {tour ? (
          <a
            href={tourUrl(tour.name)}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm text-fg-muted hover:text-fg"
          >
            <ExternalLink className="size-4" aria-hidden />
            {t('open')}
          </a>
        ) : (
          <span />
        )}
        <div className="flex items-center gap-2">
          {tour && canDelete && (
            <RowActions itemName={tour.title} deleteAction="pageSettings.tourDelete" deleteInput={{ ids: [tour.id] }} />
          )}
          {canEdit && (
            <Button type="submit" size="sm" disabled={pending}>
              {pending ? common('saving') : common('save')}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}

/** /dashboard/virtualtour: every tour, each editable in place, plus a form for a new one. */
export function TourEditor({ tours, canEdit, canDelete }: { tours: (TourForm & { id: string })[]; canEdit: boolean; canDelete: boolean }) {
  const t = useTranslations('dashContent.tours');
  const [adding, setAdding] = useState(false);
  return (
    <div className="space-y-4">
      {tours.map((tour) => (
        <TourCard
          key={`${tour.id}-${tour.name}-${tour.title}-${tour.position}-${tour.published}`}
          tour={tour}
          canEdit={canEdit}
          canDelete={canDelete}
        />
      ))}
      {tours.length === 0 && (
        <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-fg-muted">{t('empty')}</p>
      )}
      {canEdit &&
        (adding ? (
          <TourCard canEdit canDelete={false} onDone={() => setAdding(false)} />
        ) : (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            {t('add')}
          </Button>
        ))}
    </div>
  );
}
