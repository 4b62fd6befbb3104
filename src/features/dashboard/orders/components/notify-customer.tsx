'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/dashboard/field';

/**
 * "E-mail the customer about this change", ticked to begin with: an edit, a refund, a cancellation or a delivery mails
 * the customer unless staff untick it (docs/requirements.md, "The customer is told").
 */
export function NotifyCustomer({ id, checked, onChange }: { id: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const t = useTranslations('dashOrders');
  return <Checkbox id={id} label={t('order.notifyCustomer')} checked={checked} onChange={(e) => onChange(e.target.checked)} />;
}
