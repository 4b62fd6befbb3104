'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/dashboard/field';
import { useActionForm } from '@/components/dashboard/use-action-form';

/** The add-note form of an order (rendered only with `order` edit); the list itself is server-rendered. */
export function AddOrderNote({ orderId }: { orderId: string }) {
  const t = useTranslations('dashOrders.order');
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      className="space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const result = await submit('order.addNote', { id: orderId, body }, { successMessage: t('noteAdded') });
        if (result.ok) {
          setBody('');
          setError(undefined);
          router.refresh();
        } else setError(result.fieldErrors?.body);
      }}
    >
      <Field label={t('addNote')} htmlFor="order-note" error={error}>
        <Textarea
          id="order-note"
          rows={3}
          value={body}
          maxLength={2000}
          placeholder={t('notePlaceholder')}
          invalid={!!error}
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      <Button type="submit" size="sm" variant="outline" disabled={pending || !body.trim()}>
        {t('addNote')}
      </Button>
    </form>
  );
}
