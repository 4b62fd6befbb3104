'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Download } from '@/components/ui/icons';
import { Button, buttonClasses } from '@/components/ui/button';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import type { StockCsvRowError } from '@/domain/catalogue/stock-csv';
import type { ActionResult } from '@/lib/action-result';
import { splitMessage } from '@/lib/limit-message';
import type { StockImportResult } from '@/server/dashboard/products/stock-csv';

const FILE_INPUT =
  'mt-1 block w-full text-sm text-fg-muted file:me-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-fg hover:file:bg-line/40';

async function sendStockCsv(file: File): Promise<ActionResult<StockImportResult>> {
  try {
    const res = await fetch('/api/dashboard/stock.csv', { method: 'POST', headers: { 'content-type': 'text/csv' }, body: file });
    const answer = (await res.json().catch(() => null)) as ActionResult<StockImportResult> | null;
    if (answer && typeof answer === 'object' && 'ok' in answer) return answer;
    return { ok: false, status: res.status === 413 ? 413 : 500, error: res.status === 413 ? 'tooLarge' : 'somethingWentWrong' };
  } catch {
    return { ok: false, status: 500, error: 'somethingWentWrong' };
  }
}

/**
 * The stock CSV (docs/requirements.md, "Stock CSV"): download every holding by location and lot; with product `edit`,
 * upload the file back to set the holdings it names (all rows or none; refused rows listed with their reasons).
 */
export function StockCsv({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations('dashProducts.stockCsv');
  const all = useTranslations();
  const errorText = useDashboardErrorText();
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<StockImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    setResult(null);
    const answer = await sendStockCsv(file);
    setBusy(false);
    if (!answer.ok) return setError(errorText.result(answer));
    setResult(answer.data);
    if (answer.data.applied) router.refresh();
  };
  const reasonOf = (e: StockCsvRowError) => {
    // a limit rides on the key (`maxChars:80`, src/lib/limit-message.ts)
    const { key, values } = splitMessage(e.reason);
    for (const path of [`dashProducts.stockCsv.reasons.${key}`, `dashboard.validation.${key}`])
      if (all.has(path)) return all(path, { ...values, ...e.params });
    return all('dashboard.validation.invalid');
  };

  return (
    <section aria-labelledby="stock-csv" className="mb-6 space-y-4 rounded-lg border border-line bg-surface p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="stock-csv" className="text-base font-semibold">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{t('description')}</p>
        </div>
        <a href="/api/dashboard/stock.csv" download className={buttonClasses({ variant: 'secondary', size: 'md' })}>
          <Download className="size-4" aria-hidden /> {t('export')}
        </a>
      </div>
      {canEdit && (
        <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)}>
          <label className="block min-w-60 flex-1 text-sm font-medium">
            {t('file')}
            <input
              type="file"
              name="file"
              accept=".csv,text/csv"
              className={FILE_INPUT}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setResult(null);
                setError(null);
              }}
            />
          </label>
          <Button type="submit" disabled={!file || busy}>
            {busy ? t('importing') : t('import')}
          </Button>
        </form>
      )}
      {canEdit && <p className="text-xs text-fg-muted">{t('importHelp')}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {result?.applied && (
        <p role="status" className="text-sm text-emerald-800">
          {result.changed
            ? t('applied', { changed: result.changed, unchanged: result.unchanged, lots: result.lotsCreated })
            : t('noChanges', { count: result.unchanged })}
        </p>
      )}
      {result && !result.applied && (
        <div className="space-y-2">
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {t('refused', { count: result.errors.length })}
          </p>
          <div className="overflow-x-auto rounded-lg border border-line">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t('errorsCaption')}</caption>
              <thead className="border-b border-line text-xs text-fg-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('row')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('column')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('reason')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {result.errors.map((e, n) => (
                  <tr key={n} data-row={e.row}>
                    <td className="px-3 py-2 tabular-nums">{e.row}</td>
                    <td className="px-3 py-2">
                      {e.column && (
                        <code dir="ltr" className="rounded bg-line/40 px-1">
                          {e.column}
                        </code>
                      )}
                    </td>
                    <td className="px-3 py-2">{reasonOf(e)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
