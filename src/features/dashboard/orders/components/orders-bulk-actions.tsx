'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { FileText, Package } from '@/components/ui/icons';
import { Input, Select } from '@/components/dashboard/field';
import { STAFF_TAG_MAX } from '@/domain/dashboard/staff-tags';
import { callAction } from '@/components/dashboard/call-action';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { statusMailsCustomer } from '@/domain/orders/customer-update';
import { BULK_ORDER_STATUSES, type OrderStatus } from '@/domain/orders/status';
import { BulkShipDialog } from './bulk-ship-dialog';
import { NotifyCustomer } from './notify-customer';
import { refusedOrders } from './refused-orders';

/** What "Mark selected as…" offers: the statuses a selection may take, and shipped (with each order's tracking). */
type BulkChoice = (typeof BULK_ORDER_STATUSES)[number] | 'shipped';
const BULK_CHOICES: readonly BulkChoice[] = ['confirmed', 'processing', 'shipped', 'delivered'];

/** The selection's invoices or packing slips as one PDF, each order on pages of its own. */
const documentsHref = (kind: 'invoice' | 'packingSlip', ids: string[]) =>
  `/api/dashboard/orders/documents.pdf?kind=${kind}&ids=${ids.join(',')}`;

/**
 * What staff do with the selected orders: print their packing slips or invoices together, and (with `order` edit)
 * "Mark selected as…": each selected order moves by the same rules as one at a time; the answer says how many moved
 * and which were refused, and why. Shipped asks for each order's carrier and tracking first (BulkShipDialog).
 */
export function OrdersBulkActions({
  orders,
  clear,
  canEdit,
}: {
  /** the selected orders */
  orders: { id: string; number: string; status: OrderStatus }[];
  clear: () => void;
  canEdit: boolean;
}) {
  const ids = orders.map((o) => o.id);
  const t = useTranslations('dashOrders');
  const locale = useLocale();
  const errorText = useDashboardErrorText().result;
  const router = useRouter();
  const [status, setStatus] = useState<BulkChoice | ''>('');
  const [shipping, setShipping] = useState(false);
  const [notify, setNotify] = useState(true);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (!status) return;
    if (status === 'shipped') {
      setShipping(true);
      return;
    }
    setBusy(true);
    const result = await callAction('order.bulkSetStatus', { ids, status, notify });
    setBusy(false);
    if (!result.ok) {
      toast.error(errorText(result));
      return;
    }
    const { done, refused } = result.data;
    if (done.length) toast.success(t('bulk.done', { count: done.length, status: t(`status.${status}`) }));
    if (refused.length)
      toast.error(
        t('bulk.refused', {
          count: refused.length,
          orders: refusedOrders(refused, (reason) => t(reason === 'notFound' ? 'bulk.gone' : 'bulk.notAllowed'), locale),
        }),
      );
    setStatus('');
    clear();
    router.refresh();
  };

  const [tag, setTag] = useState('');
  const applyTag = async (remove: boolean) => {
    setBusy(true);
    const result = await callAction('order.bulkTag', { ids, tag, remove });
    setBusy(false);
    if (!result.ok) {
      toast.error(errorText(result));
      return;
    }
    const { changed, refused } = result.data;
    toast.success(t(remove ? 'bulk.untagged' : 'bulk.tagged', { tag: result.data.tag, count: changed.length }));
    if (refused.length)
      toast.error(t('bulk.refused', { count: refused.length, orders: refusedOrders(refused, () => t('bulk.tooManyTags'), locale) }));
    setTag('');
    clear();
    router.refresh();
  };

  const documents = (
    <>
      <a href={documentsHref('packingSlip', ids)} className={buttonClasses({ variant: 'outline', size: 'sm' })} download>
        <Package className="size-4" aria-hidden />
        {t('bulk.packingSlips')}
      </a>
      <a href={documentsHref('invoice', ids)} className={buttonClasses({ variant: 'outline', size: 'sm' })} download>
        <FileText className="size-4" aria-hidden />
        {t('bulk.invoices')}
      </a>
    </>
  );
  if (!canEdit) return <div className="flex flex-wrap items-center gap-2">{documents}</div>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {documents}
      <Select
        aria-label={t('bulk.markAs')}
        className="h-9 w-auto"
        value={status}
        onChange={(e) => setStatus(e.target.value as BulkChoice | '')}
      >
        <option value="">{t('bulk.markAs')}</option>
        {BULK_CHOICES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </Select>
      {status && status !== 'shipped' && statusMailsCustomer(status) && (
        <NotifyCustomer id="orders-bulk-notify" checked={notify} onChange={setNotify} />
      )}
      <Button size="sm" disabled={busy || !status} onClick={() => void apply()}>
        {t('bulk.apply')}
      </Button>
      <span className="flex items-center gap-1">
        <Input
          aria-label={t('bulk.tagLabel')}
          placeholder={t('bulk.tagPlaceholder')}
          className="h-9 w-32"
          value={tag}
          maxLength={STAFF_TAG_MAX}
          onChange={(e) => setTag(e.target.value)}
        />
        <Button size="sm" variant="outline" disabled={busy || !tag.trim()} onClick={() => void applyTag(false)}>
          {t('bulk.addTag')}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy || !tag.trim()} onClick={() => void applyTag(true)}>
          {t('bulk.removeTag')}
        </Button>
      </span>
      <BulkShipDialog
        orders={orders}
        open={shipping}
        onOpenChange={setShipping}
        onDone={() => {
          setShipping(false);
          setStatus('');
          clear();
          router.refresh();
        }}
      />
    </div>
  );
}
