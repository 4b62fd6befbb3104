'use client';

import { useRef, useState } from 'react';

/** A whole number the field's text stands for, or null while it stands for none (empty, "0", "2."). */
function wholeNumber(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= 1 ? n : null;
}

/**
 * A quantity the customer types (docs/requirements.md, "Cart contents"): while the field has focus it keeps what is
 * typed, so it can be cleared and typed again; a whole number from 1 is taken at once (never more than `max`).
 * Leaving the field settles it: a number with a fraction is rounded down and clamped, an empty field or one that
 * is not a number shows the quantity it had. Focusing it selects the number, so what is typed replaces it wherever the
 * click or tap put the caret (a right-to-left page puts it before the digits).
 */
export function QuantityInput({
  value,
  max,
  onChange,
  ...props
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'max' | 'min'>) {
  const [draft, setDraft] = useState<string | null>(null);
  // the click that focused the field must not undo the selection when the button comes up
  const justFocused = useRef(false);
  const top = Math.max(1, Math.floor(max));
  return (
    <input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={draft ?? String(value)}
      onFocus={(e) => {
        justFocused.current = true;
        e.currentTarget.select();
        props.onFocus?.(e);
      }}
      onMouseUp={(e) => {
        if (justFocused.current) e.preventDefault();
        justFocused.current = false;
        props.onMouseUp?.(e);
      }}
      onChange={(e) => {
        const text = e.target.value;
        const n = wholeNumber(text);
        if (n === null) return setDraft(text);
        const clamped = Math.min(n, top);
        setDraft(clamped === n ? text : String(clamped));
        if (clamped !== value) onChange(clamped);
      }}
      onBlur={(e) => {
        const typed = Number((draft ?? '').trim().replace(',', '.'));
        setDraft(null);
        if (draft !== null && draft.trim() !== '' && Number.isFinite(typed) && typed >= 1) {
          const settled = Math.min(Math.floor(typed), top);
          if (settled !== value) onChange(settled);
        }
        props.onBlur?.(e);
      }}
    />
  );
}
