'use client';

import { forwardRef } from 'react';
import { cn } from '../ui/cn';
import type { AddressLook } from '../ui/address-inputs';
import { useDashboardErrorText } from './use-error-text';

const CONTROL =
  'block w-full rounded-md border border-line bg-surface px-3 text-sm text-fg shadow-xs transition-colors placeholder:text-fg-muted focus:border-secondary-strong focus:outline-none focus:ring-2 focus:ring-secondary-strong/20 disabled:opacity-60 aria-[invalid=true]:border-red-600';

const LABEL = 'block text-sm font-medium text-fg';
const MESSAGE = 'text-xs font-medium text-red-700';

/** Label, control, hint and the field's error (translated), wired for screen readers. */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  required,
  className,
  children,
}: {
  label: React.ReactNode;
  htmlFor: string;
  error?: string;
  hint?: React.ReactNode;
  required?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  // a message key of `dashboard.validation` (e.g. `required`) or an already translated text
  const message = useDashboardErrorText().field(error);
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={htmlFor} className={LABEL}>
        {label}
        {required && (
          <span className="ms-0.5 text-red-600" aria-hidden>
            *
          </span>
        )}
      </label>
      {children}
      {hint && !message && (
        <p id={`${htmlFor}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${htmlFor}-error`} role="alert" className={MESSAGE}>
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * Text follows its own direction (`dir="auto"`: an English address stays in order in the Arabic dashboard)
 * while the box keeps the page's alignment.
 */
const BIDI_TEXT = 'rtl:text-right';

/** The shared address editor (components/ui/address-inputs.tsx) in this kit's look. */
export const DASHBOARD_ADDRESS_LOOK: AddressLook = {
  label: LABEL,
  input: cn(CONTROL, 'mt-1.5 h-10', BIDI_TEXT),
  message: cn('mt-1.5', MESSAGE),
  markRequired: true,
};

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean };
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input({ className, invalid, id, dir = 'auto', ...props }, ref) {
  return (
    <input
      ref={ref}
      id={id}
      dir={dir}
      aria-invalid={invalid || undefined}
      aria-describedby={id ? (invalid ? `${id}-error` : `${id}-hint`) : undefined}
      className={cn(CONTROL, 'h-10', BIDI_TEXT, className)}
      {...props}
    />
  );
});

type TextareaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean };
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { className, invalid, id, rows = 4, dir = 'auto', ...props },
  ref,
) {
  return (
    <textarea
      ref={ref}
      id={id}
      rows={rows}
      dir={dir}
      aria-invalid={invalid || undefined}
      aria-describedby={id && invalid ? `${id}-error` : undefined}
      className={cn(CONTROL, 'py-2', BIDI_TEXT, className)}
      {...props}
    />
  );
});

type SelectProps = React.SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean };
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ className, invalid, id, children, ...props }, ref) {
  return (
    <select
      ref={ref}
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={id && invalid ? `${id}-error` : undefined}
      className={cn(CONTROL, 'h-10 pe-8', className)}
      {...props}
    >
      {children}
    </select>
  );
});

type CheckboxProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: React.ReactNode; description?: React.ReactNode };
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { className, label, description, id, ...props },
  ref,
) {
  return (
    <label htmlFor={id} className={cn('flex cursor-pointer items-start gap-2.5 text-sm', className)}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-line accent-[var(--secondary-strong)]"
        {...props}
      />
      <span>
        <span className="font-medium text-fg">{label}</span>
        {description && <span className="block text-xs text-fg-muted">{description}</span>}
      </span>
    </label>
  );
});

/** A titled white card grouping form fields. */
export function FormSection({
  title,
  description,
  children,
  className,
}: {
  title?: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('rounded-lg border border-line bg-surface p-5 shadow-xs', className)}>
      {title && <h2 className="text-base font-semibold text-fg">{title}</h2>}
      {description && <p className="mt-0.5 text-sm text-fg-muted">{description}</p>}
      <div className={cn('space-y-4', title && 'mt-4')}>{children}</div>
    </section>
  );
}
