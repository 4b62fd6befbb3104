'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/dashboard/field';
import { TagsField, tagsFieldError } from '@/components/dashboard/staff-tags';
import { useActionForm } from '@/components/dashboard/use-action-form';
import { CUSTOMER_NOTE_MAX } from '@/domain/customers/customer-notes';
import { splitTags } from '@/domain/content/blog-forms';

/**
 * The staff's note and tags on a customer (docs/requirements.md, "Customer notes and tags"); read-only without
 * `customers` edit. Tags are typed as one comma-separated field; the server stores them in lower case, once each.
 */
export function CustomerNotesForm({ id, staffNote, tags, canEdit }: { id: string; staffNote: string; tags: string[]; canEdit: boolean }) {
  const t = useTranslations('dashCustomers.customers');
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
      setErrors({ staffNote: fields.staffNote ?? '', tags: tagsFieldError(fields) ?? '' });
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
        <TagsField
          id="customer-tags"
          label={t('tagsField')}
          hint={t('tagsHint')}
          value={tagText}
          error={errors.tags}
          onChange={setTagText}
        />
      </fieldset>
      {canEdit && (
        <Button type="submit" size="sm" disabled={pending}>
          {t('save')}
        </Button>
      )}
    </form>
  );
}
