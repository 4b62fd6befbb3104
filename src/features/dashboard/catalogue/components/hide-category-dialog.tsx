'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Select } from '@/components/dashboard/field';
import type { CategoryHideChoice } from '@/domain/catalogue/reference-forms';

/**
 * Asked when a save would hide a category that still has published products: hide them too, or move them to another
 * published category (docs/requirements.md, "Hiding a category"). The server does the chosen one with the save.
 */
export function HideCategoryDialog({
  open,
  count,
  targets,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  /** the published categories the products may move to (not the one being hidden) */
  targets: { id: string; name: string }[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: (choice: CategoryHideChoice) => void;
}) {
  const t = useTranslations('dashCatalogue.hideCategory');
  const [action, setAction] = useState<'hide' | 'move'>('hide');
  const [target, setTarget] = useState('');
  const moveInvalid = action === 'move' && !target;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => !o && onCancel()}
      title={t('title')}
      description={t('description', { count })}
      confirmLabel={t('confirm')}
      cancelLabel={t('keep')}
      destructive={false}
      busy={busy || moveInvalid}
      onConfirm={() => onConfirm(action === 'hide' ? { action } : { action, categoryId: target })}
    >
      <fieldset className="mt-4 space-y-3 text-sm">
        <legend className="sr-only">{t('question')}</legend>
        <label className="flex cursor-pointer items-start gap-2.5">
          <input
            type="radio"
            name="hide-category-products"
            className="mt-0.5 size-4 shrink-0 accent-[var(--secondary-strong)]"
            checked={action === 'hide'}
            onChange={() => setAction('hide')}
          />
          <span className="font-medium text-fg">{t('hideProducts', { count })}</span>
        </label>
        <label className="flex cursor-pointer items-start gap-2.5">
          <input
            type="radio"
            name="hide-category-products"
            className="mt-0.5 size-4 shrink-0 accent-[var(--secondary-strong)]"
            checked={action === 'move'}
            disabled={!targets.length}
            onChange={() => setAction('move')}
          />
          <span className="font-medium text-fg">{targets.length ? t('moveProducts', { count }) : t('noOtherCategory')}</span>
        </label>
        {action === 'move' && (
          <div className="ps-6">
            <label htmlFor="hide-category-target" className="sr-only">
              {t('target')}
            </label>
            <Select id="hide-category-target" value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">{t('chooseTarget')}</option>
              {targets.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
            <p className="mt-1 text-xs text-fg-muted">{t('moveHint')}</p>
          </div>
        )}
      </fieldset>
    </ConfirmDialog>
  );
}
