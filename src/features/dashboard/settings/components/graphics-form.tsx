'use client';

import { graphicsSettingsSchema } from '@/domain/settings/settings-forms';
import { useTranslations } from 'next-intl';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Field, FormSection } from '@/components/dashboard/field';
import { ImageUploader, type UploadedImageValue } from '@/components/dashboard/image-uploader';
import type { GraphicsSettingsInput } from '@/domain/settings/settings-forms';
import { errorAt, fieldId, SettingsForm } from './settings-form';

interface GraphicsValues {
  logo: UploadedImageValue[];
  favicon: UploadedImageValue[];
  /** the picture's alt text is the gateway image's name */
  gatewayImage: UploadedImageValue[];
}

const KEYS = ['logo', 'favicon', 'gatewayImage'] as const;

const toValues = (g: GraphicsSettingsInput): GraphicsValues => ({
  logo: g.logo.map((l) => ({ url: l.url, alt: '' })),
  favicon: g.favicon.map((f) => ({ url: f.url, alt: '' })),
  gatewayImage: g.gatewayImage.map((i) => ({ url: i.url, alt: i.name })),
});

const toInput = (v: GraphicsValues): GraphicsSettingsInput => ({
  logo: v.logo.map((l) => ({ url: l.url })),
  favicon: v.favicon.map((f) => ({ url: f.url })),
  gatewayImage: v.gatewayImage.map((i) => ({ url: i.url, name: i.alt })),
});

/** The first server message of a picture field (`gatewayImage.0.name` and the like). */
function pictureError(form: UseFormReturn<GraphicsValues>, key: (typeof KEYS)[number]): string | undefined {
  const f = form as unknown as UseFormReturn<FieldValues>;
  return errorAt(f, key) ?? errorAt(f, `${key}.0.url`) ?? errorAt(f, `${key}.0.name`);
}

/** /dashboard/settings/graphics: logo, favicon and payment-methods picture, uploaded to area `settings`. */
export function GraphicsSettingsForm({ values, canEdit }: { values: GraphicsSettingsInput; canEdit: boolean }) {
  const t = useTranslations('dashSettings.graphics');
  return (
    <SettingsForm
      action="settings.updateGraphics"
      schema={graphicsSettingsSchema}
      defaultValues={toValues(values)}
      canEdit={canEdit}
      toInput={toInput}
    >
      {(form) => (
        <FormSection>
          {KEYS.map((key) => {
            const error = pictureError(form, key);
            return (
              <Field key={key} label={t(`${key}.label`)} htmlFor={fieldId(key)} hint={t(`${key}.hint`)} error={error}>
                <div data-testid={`graphics-${key}`}>
                  <Controller
                    control={form.control}
                    name={key}
                    render={({ field }) => (
                      <ImageUploader
                        id={fieldId(key)}
                        area="settings"
                        max={1}
                        value={field.value}
                        onChange={field.onChange}
                        invalid={!!error}
                      />
                    )}
                  />
                </div>
              </Field>
            );
          })}
        </FormSection>
      )}
    </SettingsForm>
  );
}
