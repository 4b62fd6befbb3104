'use client';

import { useState } from 'react';
import { FileText, Package } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { buttonClasses } from '@/components/ui/button';

/**
 * Invoice and packing-slip downloads. The PDF is fetched first so a failure (logged on the server, answered
 * as JSON) shows an error toast instead of a broken download.
 */
export function DocumentButtons({ orderId, number }: { orderId: string; number: string }) {
  const t = useTranslations('dashOrders');
  const errors = useTranslations('dashboard.errors');
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (kind: 'invoice' | 'packing-slip') => {
    setBusy(kind);
    try {
      const res = await fetch(`/api/dashboard/orders/${orderId}/${kind}.pdf`);
      if (!res.ok || !res.headers.get('content-type')?.includes('application/pdf')) {
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        toast.error(
          body?.error === 'pdfFailed'
            ? t('errors.pdfFailed')
            : body?.error && errors.has(body.error)
              ? errors(body.error)
              : errors('somethingWentWrong'),
        );
        return;
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `${kind}-${number}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.error(errors('somethingWentWrong'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        disabled={!!busy}
        onClick={() => download('invoice')}
      >
        <FileText className="size-4" aria-hidden />
        {busy === 'invoice' ? t('order.downloading') : t('order.invoice')}
      </button>
      <button
        type="button"
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
        disabled={!!busy}
        onClick={() => download('packing-slip')}
      >
        <Package className="size-4" aria-hidden />
        {busy === 'packing-slip' ? t('order.downloading') : t('order.packingSlip')}
      </button>
    </div>
  );
}
