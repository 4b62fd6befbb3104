'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ArrowDown, ArrowUp, Plus, X } from '@/components/ui/icons';
import { moveItem } from '@/domain/content/page-forms';
import { Button } from '../ui/button';
import { Field, Input } from './field';
import { useSearch } from './use-search';

/** A product as a picker lists it (the dashboard's product search answers these). */
export interface PickerProduct {
  id: string;
  name: string;
  sku: string | null;
  unit: string;
  unitValue: string;
  sellUnit: string;
  published: boolean;
}

/**
 * An ordered list of products chosen by a server search (at least 2 characters): each chosen one can be moved up or
 * down or removed, a found one added at the end. `known` names the products the list holds when the form opens.
 */
export function ProductListPicker({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  known,
  find,
  max,
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  error?: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  known: readonly PickerProduct[];
  find: (q: string) => Promise<PickerProduct[] | null>;
  max: number;
}) {
  const t = useTranslations('dashboard.productPicker');
  const [q, setQ] = useState('');
  const [named, setNamed] = useState<PickerProduct[]>([...known]);
  const found = useSearch(q, find);
  const chosen = value.map(
    (v) => named.find((p) => p.id === v) ?? { id: v, name: v, sku: null, unit: '', unitValue: '', sellUnit: '', published: true },
  );
  const full = value.length >= max;
  const describe = (p: PickerProduct) => (p.unit ? `${Number(p.unitValue)} ${p.unit} / ${p.sellUnit}` : '');

  return (
    <div className="space-y-3" data-testid={`${id}-picker`}>
      <Field label={label} htmlFor={id} hint={full ? t('full', { max }) : (hint ?? t('hint'))} error={error}>
        <ol className="space-y-2" aria-label={typeof label === 'string' ? label : undefined}>
          {chosen.length === 0 && <li className="text-sm text-fg-muted">{t('none')}</li>}
          {chosen.map((p, i) => (
            <li
              key={p.id}
              className="flex items-center gap-2 rounded-md border border-line bg-surface px-3 py-2 text-sm"
              data-testid="picked"
            >
              <span className="w-5 shrink-0 text-xs text-fg-muted">{i + 1}.</span>
              <span className="min-w-0 flex-1">
                <bdi className="font-medium">{p.name}</bdi>{' '}
                <span className="text-xs text-fg-muted">
                  {p.sku && <bdi>{p.sku} · </bdi>}
                  <bdi>{describe(p)}</bdi>
                </span>
                {!p.published && (
                  <span className="ms-2 rounded bg-surface-muted px-1.5 py-0.5 text-xs text-fg-muted">{t('unpublished')}</span>
                )}
              </span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t('moveUp', { name: p.name })}
                disabled={i === 0}
                onClick={() => onChange(moveItem(value, i, -1))}
              >
                <ArrowUp className="size-4" aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t('moveDown', { name: p.name })}
                disabled={i === chosen.length - 1}
                onClick={() => onChange(moveItem(value, i, 1))}
              >
                <ArrowDown className="size-4" aria-hidden />
              </Button>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={t('remove', { name: p.name })}
                onClick={() => onChange(value.filter((v) => v !== p.id))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ol>
        <Input id={id} type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" placeholder={t('search')} />
      </Field>
      {q.trim().length >= 2 && (
        <ul className="max-h-72 space-y-1 overflow-y-auto" aria-label={t('results')}>
          {found === null && <li className="text-sm text-fg-muted">{t('searching')}</li>}
          {found?.length === 0 && <li className="text-sm text-fg-muted">{t('noResults')}</li>}
          {found
            ?.filter((p) => !value.includes(p.id))
            .map((p) => (
              <li key={p.id} className="flex items-center gap-2 text-sm">
                <span className="min-w-0 flex-1">
                  <bdi>{p.name}</bdi> <span className="text-xs text-fg-muted">{describe(p)}</span>
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={full}
                  aria-label={t('add', { name: p.name })}
                  onClick={() => {
                    if (!named.some((n) => n.id === p.id)) setNamed([...named, p]);
                    onChange([...value, p.id]);
                  }}
                >
                  <Plus className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
