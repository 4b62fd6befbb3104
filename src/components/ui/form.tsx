import { clsx } from 'clsx';

/*
 * The storefront's form kit: one look for every field, message and notice a shopper sees (account, checkout, contact,
 * measure, reviews, order look-up). An input marks itself invalid with `aria-invalid`; its message sits under it
 * (`FieldError`, linked by `aria-describedby`); a form's outcome is an `Alert`. The dashboard has its own kit
 * (src/components/dashboard/field.tsx).
 */

/** A text input, select or text area; red-bordered while `aria-invalid` is true. */
export const inputClass =
  'mt-1 block w-full rounded-md border border-body-gray bg-white px-3 py-2.5 text-ink shadow-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/40 aria-[invalid=true]:border-secondary';

/** A field's label. */
export const labelClass = 'block text-sm font-medium text-ink';

export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-primary px-5 py-2.5 font-semibold text-ink transition hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-body-gray bg-white px-4 py-2 font-medium text-ink transition hover:border-ink disabled:opacity-60';

/** A label wrapping its control, with a hint or the field's message under it. */
export function Field({
  label,
  error,
  children,
  hint,
}: {
  label: string;
  error?: string | null;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <label className={labelClass}>
      <span>{label}</span>
      {children}
      {hint && !error ? <span className="mt-1 block text-xs font-normal text-gray-500">{hint}</span> : null}
      {error ? <span className="mt-1 block text-xs font-normal text-secondary-strong">{error}</span> : null}
    </label>
  );
}

export const fieldMessageClass = 'mt-1 text-sm text-secondary-strong';

/** The message of one field, under its control (the control names it with `aria-describedby={id}`). */
export function FieldError({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <p id={id} className={fieldMessageClass}>
      {children}
    </p>
  );
}

/** A form's outcome: an error (announced at once), a success or a note. */
export function Alert({
  kind,
  children,
  id,
  className,
}: {
  kind: 'error' | 'success' | 'info';
  children: React.ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <div
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-md border px-4 py-3 text-sm',
        kind === 'error' && 'border-secondary/40 bg-secondary/10 text-secondary-strong',
        kind === 'success' && 'border-emerald-300 bg-emerald-50 text-emerald-800',
        kind === 'info' && 'border-body-gray bg-body-gray/30 text-ink',
        className,
      )}
    >
      {children}
    </div>
  );
}
