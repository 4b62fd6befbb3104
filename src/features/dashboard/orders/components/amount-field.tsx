'use client';

import { Field, Input } from '@/components/dashboard/field';

/**
 * A money amount typed by staff (payments and refunds): digits with up to two decimals, left to right in every
 * language; the placeholder shows what an empty field means (the whole balance or the whole refundable amount).
 */
export function AmountField({
  id,
  label,
  value,
  onChange,
  placeholder,
  error,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  error?: string;
  className?: string;
}) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <Input
        id={id}
        value={value}
        inputMode="decimal"
        dir="ltr"
        placeholder={placeholder}
        maxLength={13}
        invalid={!!error}
        onChange={(e) => onChange(e.target.value)}
        className={className}
      />
    </Field>
  );
}
