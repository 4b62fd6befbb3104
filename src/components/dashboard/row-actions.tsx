'use client';

import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Pencil, Trash2 } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { callAction, type DeleteActionName } from './call-action';
import { bdi } from '../ui/bidi';
import { ConfirmDialog } from './confirm-dialog';
import { deleteDialogKeys } from './delete-texts';
import { useDashboardErrorText } from './use-error-text';

const ICON_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-md text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-secondary-strong';

/** Edit link and delete-with-confirm of one table row; shows only what the caller passes (rights). */
export function RowActions({
  editHref,
  deleteAction,
  deleteInput,
  itemName,
  children,
}: {
  editHref?: string;
  /** a registered delete action, e.g. `brand.delete`, and the row's id */
  deleteAction?: DeleteActionName;
  deleteInput?: { ids: string[] };
  itemName: string;
  children?: React.ReactNode;
}) {
  const t = useTranslations('dashboard.common');
  const confirm = useTranslations('dashboard.confirm');
  const errorText = useDashboardErrorText().result;
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!deleteAction || !deleteInput) return;
    setBusy(true);
    const result = await callAction(deleteAction, deleteInput);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      toast.success(t('deleted'));
      router.refresh();
    } else toast.error(errorText(result));
  };
  return (
    <div className="flex items-center justify-end gap-1">
      {children}
      {editHref && (
        <Link href={editHref} className={ICON_BUTTON} aria-label={`${t('edit')}: ${itemName}`} title={t('edit')}>
          <Pencil className="size-4" aria-hidden />
        </Link>
      )}
      {deleteAction && (
        <>
          <button
            type="button"
            className={`${ICON_BUTTON} hover:text-red-700`}
            aria-label={`${t('delete')}: ${itemName}`}
            title={t('delete')}
            onClick={() => setOpen(true)}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title={confirm(deleteDialogKeys(deleteAction).title, { count: 1 })}
            description={confirm.rich('deleteOne', { name: itemName, bdi })}
            cancelLabel={confirm(deleteDialogKeys(deleteAction).keep, { count: 1 })}
            confirmLabel={confirm(deleteDialogKeys(deleteAction).confirm, { count: 1 })}
            onConfirm={remove}
            busy={busy}
          />
        </>
      )}
    </div>
  );
}

/**
 * The trailing column of a dashboard table: edit link (`{editPath}/{id}`) and delete with confirm, each only
 * when the caller passes it (the viewer's rights). `label` names the column for screen readers.
 */
export function actionsColumn<T extends { id: string }>({
  label,
  name,
  editPath,
  deleteAction,
}: {
  label: string;
  name: (row: T) => string;
  editPath?: string;
  deleteAction?: DeleteActionName;
}): ColumnDef<T> {
  return {
    id: 'actions',
    header: () => <span className="sr-only">{label}</span>,
    enableSorting: false,
    cell: ({ row }) => (
      <RowActions
        itemName={name(row.original)}
        editHref={editPath ? `${editPath}/${row.original.id}` : undefined}
        deleteAction={deleteAction}
        deleteInput={{ ids: [row.original.id] }}
      />
    ),
  };
}
