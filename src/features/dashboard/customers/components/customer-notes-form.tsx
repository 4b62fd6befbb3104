'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/dashboard/field';
import { useActionForm } from '@/components/dashboard/use-action-form';
import { CUSTOMER_NOTE_MAX } from '@/domain/customers/customer-notes';
import { splitTags } from '@/domain/content/blog-forms';

/**
 * The staff's note and tags on a customer (docs/requirements.md, "Customer notes and tags"); read-only without
 * `customers` edit. Tags are typed as one comma-separated field; the server stores them in lower case, once each.
 */
export function CustomerNotesForm({ id, staffNote, tags, canEdit }: { id: string; staffNote: string; tags: string[]; canEdit: boolean }) {
  const t = useTranslations('dashOrders.customers');
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const [note, setNote] = useState(staffNote);
  const [tagText, setTagText] = useState(tags.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    const result = await submit(
      'customer.saveNotes',
      { id, staffNote: note, tags: splitTags(tagText) },
      { successMessage: t('notesSaved') },
    );
    if (result.ok) {
      setErrors({});
      setTagText(result.data.tags.join(', '));
      router.refresh();
    } else {
      const fields = result.fieldErrors ?? {};
      // a tag's own rule ("tags.2") is shown under the tags field
      const tagError = Object.entries(fields).find(([k]) => k === 'tags' || k.startsWith('tags.'))?.[1];
      setErrors({ staffNote: fields.staffNote ?? '', tags: tagError ?? '' });
    }
  };

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <fieldset disabled={!canEdit} className="space-y-3">
        <Field label={t('staffNote')} htmlFor="customer-note" error={errors.staffNote || undefined}>
          <Textarea id="customer-note" rows={3} maxLength={CUSTOMER_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <Field label={t('tagsField')} htmlFor="customer-tags" hint={t('tagsHint')} error={errors.tags || undefined}>
          <Input id="customer-tags" value={tagText} onChange={(e) => setTagText(e.target.value)} />
        </Field>
      </fieldset>
      {canEdit && (
        <Button type="submit" size="sm" disabled={pending}>
          {t('save')}
        </Button>
      )}
    </form>
  );
}
