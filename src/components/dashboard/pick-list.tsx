'use client';

import { Plus, Search } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Input } from './field';

/**
 * A catalogue look-up inside a form (an order's edit, a delivery): a labelled search box, then the found items, each
 * with its details and an add button (or what stands in for it: "on the order").
 */
export function PickSearch({
  id,
  label,
  placeholder,
  value,
  onChange,
  invalid,
  children,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (q: string) => void;
  invalid?: boolean;
  /** the messages and the list under the box */
  children?: React.ReactNode;
}) {
  return (
    <div className="mt-5">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {/* room on both sides: typed text takes its own direction (a Latin name in the Arabic dashboard), which moves the
          browser's clear button to the other side than the page's icon */}
      <div className="relative">
        <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-fg-muted" aria-hidden />
        <Input
          id={id}
          type="search"
          className="px-9"
          placeholder={placeholder}
          value={value}
          invalid={invalid}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {children}
    </div>
  );
}

export function PickList({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <ul className="mt-2 max-h-72 divide-y divide-line overflow-y-auto rounded-md border border-line" aria-label={label}>
      {children}
    </ul>
  );
}

/** One found item: its name, a line of details, what stands beside it (a price) and its add button. */
export function PickItem({
  name,
  details,
  aside,
  action,
}: {
  name: string;
  details: React.ReactNode;
  aside?: React.ReactNode;
  action: React.ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
      <div className="min-w-0 flex-1">
        <bdi className="block truncate font-medium">{name}</bdi>
        <span className="text-xs text-fg-muted">{details}</span>
      </div>
      {aside}
      {action}
    </li>
  );
}

/** The add button of a found item, named for it ("Add Kitsilano Oak · 8 ft"). */
export function PickAdd({ label, text, disabled, onClick }: { label: string; text: string; disabled?: boolean; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline" disabled={disabled} aria-label={label} onClick={onClick}>
      <Plus className="size-4" aria-hidden />
      {text}
    </Button>
  );
}
