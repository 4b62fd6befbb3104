'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { X } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/components/dashboard/call-action';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Field, Input } from '@/components/dashboard/field';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { cn } from '@/components/ui/cn';
import { ORDER_VIEW_NAME_MAX } from '@/domain/orders/order-views';

const TAB = 'rounded-full border px-3 py-1 text-sm whitespace-nowrap';
const TAB_IDLE = 'border-line text-fg-muted hover:border-fg hover:text-fg';
const TAB_ACTIVE = 'border-secondary-strong bg-secondary-strong/10 font-semibold text-fg';

/**
 * The saved views of the orders list as tabs (docs/requirements.md, "Saved views"): "All orders", then each view by
 * name; the tab whose filters are the list's own is marked current. With `order` edit, the list's current filters can
 * be saved under a name, and the current view deleted.
 */
export function OrderViews({
  views,
  current,
  unfiltered,
  canEdit,
}: {
  views: { id: string; name: string; query: string }[];
  /** the list's parameters now, as a view keeps them (viewQuery) */
  current: string;
  /** the parameters of the whole list (viewQuery({})) */
  unfiltered: string;
  canEdit: boolean;
}) {
  const t = useTranslations('dashOrders.views');
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const active = views.find((v) => v.query === current);

  const save = async () => {
    setBusy(true);
    const result = await callAction('order.saveView', { name, query: current });
    setBusy(false);
    if (!result.ok) {
      setNameError(result.fieldErrors?.name ?? result.fieldErrors?.query);
      if (!result.fieldErrors) toast.error(errorText.result(result));
      return;
    }
    toast.success(t('saved', { name: result.data.name }));
    setNaming(false);
    setName('');
    setNameError(undefined);
    router.refresh();
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    const result = await callAction('order.deleteView', { id: deleting.id });
    setBusy(false);
    setDeleting(null);
    if (!result.ok) {
      toast.error(errorText.result(result));
      return;
    }
    toast.success(t('deleted'));
    router.push('/dashboard/orders');
    router.refresh();
  };

  return (
    <nav aria-label={t('label')} className="flex basis-full flex-wrap items-center gap-2" data-testid="order-views">
      <Link
        href="/dashboard/orders"
        className={cn(TAB, current === unfiltered ? TAB_ACTIVE : TAB_IDLE)}
        aria-current={current === unfiltered ? 'page' : undefined}
      >
        {t('all')}
      </Link>
      {views.map((v) => (
        <span key={v.id} className="inline-flex items-center gap-0.5">
          <Link
            href={`/dashboard/orders?${v.query}`}
            className={cn(TAB, v === active ? TAB_ACTIVE : TAB_IDLE)}
            aria-current={v === active ? 'page' : undefined}
          >
            <bdi>{v.name}</bdi>
          </Link>
          {canEdit && v === active && (
            <button
              type="button"
              className="rounded-full p-1 text-fg-muted hover:bg-surface-muted hover:text-fg"
              aria-label={t('deleteLabel', { name: v.name })}
              onClick={() => setDeleting({ id: v.id, name: v.name })}
            >
              <X className="size-3.5" aria-hidden />
            </button>
          )}
        </span>
      ))}
      {canEdit && !active && current !== unfiltered && !naming && (
        <Button size="sm" variant="ghost" onClick={() => setNaming(true)}>
          {t('save')}
        </Button>
      )}
      {naming && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Field label={t('name')} htmlFor="order-view-name" error={nameError}>
            <Input
              id="order-view-name"
              className="h-9 w-48"
              value={name}
              maxLength={ORDER_VIEW_NAME_MAX}
              invalid={!!nameError}
              autoFocus
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <Button type="submit" size="sm" disabled={busy || !name.trim()}>
            {t('saveConfirm')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setNaming(false)}>
            {t('cancel')}
          </Button>
        </form>
      )}
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('deleteTitle', { name: deleting?.name ?? '' })}
        description={t('deleteText')}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('deleteKeep')}
        onConfirm={() => void remove()}
        busy={busy}
      />
    </nav>
  );
}
