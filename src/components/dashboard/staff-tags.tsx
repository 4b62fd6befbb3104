'use client';

import { Field, Input, Select } from './field';

/*
 * The staff's tags on a list's rows (customers, orders): each tag a small button that filters the list by it, and the
 * list's filter of every tag given (docs/requirements.md, "Customer notes and tags", "Order tags").
 */

/** A row's tags; choosing one filters the list by it. `label` names the filter for screen readers ("Tags"). */
export function TagChips({ tags, label, onPick }: { tags: string[]; label: string; onPick: (tag: string) => void }) {
  return tags.map((tag) => (
    <button
      key={tag}
      type="button"
      onClick={() => onPick(tag)}
      className="rounded-full bg-surface-muted px-2 py-0.5 text-xs whitespace-nowrap text-fg-muted hover:text-fg"
      aria-label={`${label}: ${tag}`}
    >
      <bdi>{tag}</bdi>
    </button>
  ));
}

/** The list's tag filter: every tag given, or all rows (`allLabel`); nothing when no row has a tag. */
export function TagFilter({
  tags,
  value,
  label,
  allLabel,
  onChange,
}: {
  tags: string[];
  value: string | undefined;
  label: string;
  allLabel: string;
  onChange: (tag: string) => void;
}) {
  if (!tags.length) return null;
  return (
    <Select aria-label={label} className="h-9 w-auto" value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
      <option value="">{allLabel}</option>
      {tags.map((tag) => (
        <option key={tag} value={tag}>
          {tag}
        </option>
      ))}
    </Select>
  );
}

/** The tag list's error as one message under the field: the list's own rule, else the first tag's ("tags.2"). */
export function tagsFieldError(fieldErrors: Record<string, string> | undefined): string | undefined {
  return Object.entries(fieldErrors ?? {}).find(([k]) => k === 'tags' || k.startsWith('tags.'))?.[1];
}

/** A record's tags typed as one comma-separated field (the server stores them in lower case, once each). */
export function TagsField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} htmlFor={id} hint={hint} error={error || undefined}>
      <Input id={id} value={value} invalid={!!error} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
