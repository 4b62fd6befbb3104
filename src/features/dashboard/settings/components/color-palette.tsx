'use client';

import { RotateCcw } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/dashboard/field';
import { DEFAULT_COLORS, type Settings } from '@/domain/settings/settings';
import { PALETTE_KEYS } from '@/domain/settings/settings-forms';
import { readableOn } from '@/lib/theme';
import { errorAt, fieldId } from './settings-form';

type Palette = Settings['color'];
type WithColor = { color: Palette };
const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The eight palette colours (docs/requirements.md, "Colour palette") as text + picker pairs, a live preview of how the storefront uses
 * them (with the readable text colour the theme would really pick) and a reset to the default palette.
 */
export function ColorPalette<T extends WithColor>({ form: typed }: { form: UseFormReturn<T> }) {
  const form = typed as unknown as UseFormReturn<WithColor>;
  const t = useTranslations('dashSettings.layout');
  const colors = form.watch('color');
  const safe = (k: keyof Palette) => (HEX.test(colors?.[k] ?? '') ? colors[k] : DEFAULT_COLORS[k]);

  const reset = () => {
    for (const k of PALETTE_KEYS) form.setValue(`color.${k}`, DEFAULT_COLORS[k], { shouldDirty: true, shouldValidate: false });
    form.clearErrors('color');
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {PALETTE_KEYS.map((k) => {
          const name = `color.${k}` as const;
          const id = fieldId(name);
          const error = errorAt(form as never, name);
          return (
            <Field key={k} label={t(`colors.${k}`)} htmlFor={id} error={error}>
              <div className="flex items-center gap-2">
                <input
                  type="color"
                  aria-label={t('pickColor', { name: t(`colors.${k}`) })}
                  value={safe(k).toLowerCase()}
                  onChange={(e) => form.setValue(name, e.target.value, { shouldDirty: true })}
                  className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-line bg-surface p-1"
                />
                <Input id={id} dir="ltr" invalid={!!error} spellCheck={false} className="font-mono" {...form.register(name)} />
              </div>
            </Field>
          );
        })}
      </div>

      <div className="rounded-lg border border-line p-4" aria-label={t('preview')} role="group">
        <div className="mb-3 flex items-center justify-between gap-2">
          <p className="text-sm font-semibold text-fg">{t('preview')}</p>
          <Button variant="outline" size="sm" onClick={reset}>
            <RotateCcw className="size-4" aria-hidden />
            {t('resetColors')}
          </Button>
        </div>
        <div className="grid gap-3 sm:grid-cols-4" data-testid="palette-preview">
          {(
            [
              ['primary', 'primary_contrast', t('previewPrimary')],
              ['primary_hover', 'primary_hover_contrast', t('previewHover')],
              ['secondary', 'secondary_contrast', t('previewSecondary')],
              ['body_gray', 'body_gray_contrast', t('previewBody')],
            ] as const
          ).map(([bg, fg, label]) => (
            <div
              key={bg}
              className="flex h-16 items-center justify-center rounded-md px-2 text-center text-sm font-semibold"
              style={{ background: safe(bg), color: readableOn(safe(bg), safe(fg)) }}
            >
              {label}
            </div>
          ))}
        </div>
        <p className="mt-2 text-xs text-fg-muted">{t('previewHint')}</p>
      </div>
    </div>
  );
}
