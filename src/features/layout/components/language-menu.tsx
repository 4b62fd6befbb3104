'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from '@/components/ui/icons';
import { LOCALES, localeDir, type Locale } from '@/i18n/locales';
import { Flag } from './flag';

export interface LanguageMenuProps {
  current: Locale;
  onChoose: (id: Locale) => void;
  /** accessible name of the trigger ("Language: English") and the list's heading */
  label: string;
  heading: string;
  triggerClassName: string;
  /** what the trigger shows: flag, name, chevron (the same as the deferred look-alike) */
  face: React.ReactNode;
  defaultOpen?: boolean;
}

/** The language dropdown itself, loaded when the visitor first opens it (see LanguageSwitcher). */
export function LanguageMenu({ current, onChoose, label, heading, triggerClassName, face, defaultOpen }: LanguageMenuProps) {
  return (
    <DropdownMenu.Root dir={localeDir(current)} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label={label} className={triggerClassName}>
        {face}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-[70] min-w-44 rounded-lg border border-line bg-surface p-1 text-fg shadow-xl"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-fg-muted uppercase">{heading}</DropdownMenu.Label>
          {LOCALES.map((l) => (
            <DropdownMenu.Item
              key={l.id}
              lang={l.id}
              onSelect={() => onChoose(l.id)}
              className="flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted"
            >
              <Flag id={l.id} />
              <span className="flex-1">{l.name}</span>
              {l.id === current && <Check className="size-4 text-secondary-strong" aria-hidden />}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
