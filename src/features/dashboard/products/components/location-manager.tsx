'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Pencil, Trash2 } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/components/dashboard/call-action';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Checkbox, Field, FormSection, Input } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { locationSchema, LOCATION_ADDRESS_MAX, LOCATION_NAME_MAX } from '@/domain/catalogue/stock-locations';
import { fieldErrorsOf } from '@/lib/limit-message';
import type { LocationRow } from '@/server/dashboard/products/stock-locations';

interface Draft {
  id: string;
  name: string;
  address: string;
  pickup: boolean;
  position: string;
}
const EMPTY: Draft = { id: '', name: '', address: '', pickup: false, position: '' };

/**
 * The stock locations (docs/requirements.md, "Locations and lots"): listed in their order with the boxes held at each,
 * a form to add one or edit the one chosen, and a delete the server refuses while the location holds stock, appears
 * in the ledger, or is the last one.
 */
export function LocationManager({ locations, canEdit, canDelete }: { locations: LocationRow[]; canEdit: boolean; canDelete: boolean }) {
  const t = useTranslations('dashProducts.locations');
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<LocationRow | null>(null);
  const editing = locations.find((l) => l.id === draft.id);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const edit = (l: LocationRow) => {
    setErrors({});
    setDraft({ id: l.id, name: l.name, address: l.address, pickup: l.pickup, position: String(l.position) });
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const input = {
      ...draft,
      position: draft.position.trim() === '' ? 0 : Number(draft.position),
    };
    const checked = locationSchema.safeParse(input);
    if (!checked.success) return setErrors(fieldErrorsOf(checked.error));
    setBusy(true);
    const result = await callAction('product.saveLocation', checked.data);
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setDraft(EMPTY);
      toast.success(t('saved'));
      router.refresh();
      return;
    }
    if (result.fieldErrors && Object.keys(result.fieldErrors).length) return setErrors(result.fieldErrors);
    toast.error(errorText.result(result));
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const result = await callAction('product.deleteLocation', { id: deleting.id });
    setBusy(false);
    setDeleting(null);
    if (result.ok) {
      if (draft.id === deleting.id) setDraft(EMPTY);
      toast.success(t('deleted'));
      router.refresh();
      return;
    }
    toast.error(errorText.result(result));
  };

  return (
    <div>
      {canEdit && (
        <form onSubmit={submit} noValidate className="mb-6" aria-label={editing ? t('editTitle', { name: editing.name }) : t('newTitle')}>
          <FormSection title={editing ? t('editTitle', { name: editing.name }) : t('newTitle')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('name')} htmlFor="location-name" error={errors.name} required>
                <Input
                  id="location-name"
                  value={draft.name}
                  maxLength={LOCATION_NAME_MAX}
                  invalid={!!errors.name}
                  onChange={(e) => set({ name: e.target.value })}
                />
              </Field>
              <Field label={t('position')} htmlFor="location-position" error={errors.position} hint={t('positionHint')}>
                <Input
                  id="location-position"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  dir="ltr"
                  value={draft.position}
                  invalid={!!errors.position}
                  onChange={(e) => set({ position: e.target.value })}
                />
              </Field>
              <Field label={t('address')} htmlFor="location-address" error={errors.address} className="sm:col-span-2">
                <Input
                  id="location-address"
                  value={draft.address}
                  maxLength={LOCATION_ADDRESS_MAX}
                  invalid={!!errors.address}
                  onChange={(e) => set({ address: e.target.value })}
                />
              </Field>
            </div>
            <Checkbox
              id="location-pickup"
              label={t('pickup')}
              description={t('pickupHint')}
              checked={draft.pickup}
              onChange={(e) => set({ pickup: e.target.checked })}
            />
            <div className="mt-4 flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                {t('save')}
              </Button>
              {draft.id && (
                <Button
                  type="button"
                  variant="outline"
                  onClick={() => {
                    setErrors({});
                    setDraft(EMPTY);
                  }}
                >
                  {t('cancel')}
                </Button>
              )}
            </div>
          </FormSection>
        </form>
      )}

      {locations.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-6 text-sm text-fg-muted">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-line bg-surface p-4">
          <table className="w-full text-sm" data-testid="location-list">
            <thead className="border-b border-line text-xs text-fg-muted">
              <tr>
                <th className="py-2 pe-3 text-start font-medium">{t('name')}</th>
                <th className="py-2 pe-3 text-start font-medium">{t('address')}</th>
                <th className="py-2 pe-3 text-end font-medium">{t('position')}</th>
                <th className="py-2 pe-3 text-end font-medium">{t('boxes')}</th>
                {(canEdit || canDelete) && <th className="py-2 text-end font-medium">{t('actions')}</th>}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {locations.map((l, i) => (
                <tr key={l.id}>
                  <td className="py-2 pe-3">
                    <bdi className="font-medium">{l.name}</bdi>
                    <span className="ms-2 inline-flex flex-wrap gap-1 align-middle">
                      {i === 0 && <span className="rounded bg-surface-muted px-1.5 py-0.5 text-xs text-fg-muted">{t('default')}</span>}
                      {l.pickup && <span className="rounded bg-green-50 px-1.5 py-0.5 text-xs text-green-800">{t('pickupShort')}</span>}
                    </span>
                  </td>
                  <td className="py-2 pe-3">{l.address ? <bdi dir="auto">{l.address}</bdi> : <span className="text-fg-muted">—</span>}</td>
                  <td className="py-2 pe-3 text-end tabular-nums">{l.position}</td>
                  <td className="py-2 pe-3 text-end tabular-nums">{l.boxes}</td>
                  {(canEdit || canDelete) && (
                    <td className="py-2 text-end whitespace-nowrap">
                      {canEdit && (
                        <Button type="button" size="sm" variant="ghost" aria-label={t('editOf', { name: l.name })} onClick={() => edit(l)}>
                          <Pencil className="size-4" aria-hidden />
                        </Button>
                      )}
                      {canDelete && (
                        <Button
                          type="button"
                          size="sm"
                          variant="ghost"
                          aria-label={t('deleteOf', { name: l.name })}
                          onClick={() => setDeleting(l)}
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        description={t('deleteBody')}
        confirmLabel={t('delete')}
        cancelLabel={t('keep')}
        onConfirm={remove}
        busy={busy}
      />
    </div>
  );
}
