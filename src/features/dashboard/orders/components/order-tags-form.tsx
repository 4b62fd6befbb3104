'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { TagsField, tagsFieldError } from '@/components/dashboard/staff-tags';
import { useActionForm } from '@/components/dashboard/use-action-form';
import { splitTags } from '@/domain/content/blog-forms';

/** The staff's tags on an order (docs/requirements.md, "Order tags"), typed as one comma-separated field. */
export function OrderTagsForm({ id, tags }: { id: string; tags: string[] }) {
  const t = useTranslations('dashOrders.order');
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const [text, setText] = useState(tags.join(', '));
  const [error, setError] = useState<string>();

  const save = async () => {
    const result = await submit('order.setTags', { id, tags: splitTags(text) }, { successMessage: t('tagsSaved') });
    if (result.ok) {
      setError(undefined);
      setText(result.data.tags.join(', '));
      router.refresh();
    } else setError(tagsFieldError(result.fieldErrors));
  };

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <TagsField id="order-tags" label={t('tagsField')} hint={t('tagsHint')} value={text} error={error} onChange={setText} />
      <Button type="submit" size="sm" disabled={pending}>
        {t('saveTags')}
      </Button>
    </form>
  );
}
