'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { useActionForm } from '@/components/dashboard/use-action-form';

/** Blocks (with confirm) or unblocks a customer; rendered only with `customers` edit. */
export function BlockButton({ id, name, blocked }: { id: string; name: string; blocked: boolean }) {
  const t = useTranslations('dashCustomers.customers');
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const [open, setOpen] = useState(false);
  const run = async () => {
    const result = await submit(
      'customer.setBlocked',
      { id, blocked: !blocked },
      { successMessage: blocked ? t('unblockedDone') : t('blockedDone') },
    );
    setOpen(false);
    if (result.ok) router.refresh();
  };
  if (blocked)
    return (
      <Button variant="outline" size="sm" disabled={pending} onClick={run}>
        {t('unblock')}
      </Button>
    );
  return (
    <>
      <Button variant="outline" size="sm" className="text-red-700" disabled={pending} onClick={() => setOpen(true)}>
        {t('block')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('blockTitle', { name })}
        description={t('confirmBlock')}
        cancelLabel={t('keepActive')}
        confirmLabel={t('block')}
        onConfirm={run}
        busy={pending}
      />
    </>
  );
}
