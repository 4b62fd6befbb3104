'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { StatusBadge } from '@/components/dashboard/status-badge';
import { useDashboardErrorText } from '@/components/dashboard/use-error-text';
import { IMPORT_LIMITS, IMPORT_OUTCOMES, type ImportOutcome } from '@/domain/catalogue/product-import';
import type { ActionResult } from '@/lib/action-result';
import { splitMessage } from '@/lib/limit-message';
import type { ImportResult } from '@/server/dashboard/products/import-products';

const TONE: Record<ImportOutcome, string> = { created: 'delivered', updated: 'confirmed', unchanged: 'unpaid', refused: 'failed' };
const MB = 1024 * 1024;
const FILE_INPUT =
  'mt-1 block w-full text-sm text-fg-muted file:me-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-fg hover:file:bg-line/40';

async function sendImport(mode: 'dryRun' | 'apply', csv: File, zip: File | null): Promise<ActionResult<ImportResult>> {
  const body = new FormData();
  body.set('mode', mode);
  body.set('file', csv);
  if (zip) body.set('pictures', zip);
  try {
    const res = await fetch('/api/dashboard/products/import', { method: 'POST', body });
    const answer = (await res.json().catch(() => null)) as ActionResult<ImportResult> | null;
    if (answer && typeof answer === 'object' && 'ok' in answer) return answer;
    return { ok: false, status: res.status === 413 ? 413 : 500, error: res.status === 413 ? 'tooLarge' : 'somethingWentWrong' };
  } catch {
    return { ok: false, status: 500, error: 'somethingWentWrong' };
  }
}

/**
 * The catalogue import (docs/dashboard.md, "Catalogue import and export"): choose the CSV (and a zip of pictures),
 * check it (a dry run listing every row's outcome), then import. The server checks the files again on import and
 * writes every row or none; the browser's copy of the dry run decides nothing.
 */
export function ProductImport() {
  const t = useTranslations('dashProducts.import');
  const all = useTranslations();
  const errorText = useDashboardErrorText();
  const format = useFormatter();
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [report, setReport] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'dryRun' | 'apply' | null>(null);

  const run = async (mode: 'dryRun' | 'apply') => {
    if (!csv) return;
    setBusy(mode);
    setError(null);
    const result = await sendImport(mode, csv, zip);
    setBusy(null);
    if (result.ok) setReport(result.data);
    else setError(errorText.result(result));
  };
  const reasonOf = (reason: string | undefined, column: string | undefined) => {
    if (!reason) return '';
    if (reason === 'sameProduct') return t('reasons.sameProduct', { row: column ?? '' });
    // a form rule's key may carry its limit (`maxChars:200`, src/lib/limit-message.ts)
    const { key: rule, values } = splitMessage(reason);
    for (const key of [`dashProducts.import.reasons.${rule}`, `dashProducts.validation.${rule}`, `dashboard.validation.${rule}`])
      if (all.has(key)) return all(key, values);
    return all('dashboard.validation.invalid');
  };

  const counts = report?.counts;
  const toWrite = counts ? counts.created + counts.updated : 0;
  const total = counts ? IMPORT_OUTCOMES.reduce((n, o) => n + counts[o], 0) : 0;

  return (
    <div className="space-y-6">
      <form
        className="space-y-4 rounded-lg border border-line bg-surface p-4 shadow-xs"
        onSubmit={(e) => {
          e.preventDefault();
          void run('dryRun');
        }}
      >
        <p className="text-sm text-fg-muted">{t('formatHelp')}</p>
        <p className="text-sm text-fg-muted">
          {t('limits', { rows: format.number(IMPORT_LIMITS.rows), csv: IMPORT_LIMITS.csvBytes / MB, zip: IMPORT_LIMITS.zipBytes / MB })}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="block text-sm font-medium">
            {t('csvFile')}
            <input
              type="file"
              name="file"
              accept=".csv,text/csv"
              className={FILE_INPUT}
              onChange={(e) => {
                setCsv(e.target.files?.[0] ?? null);
                setReport(null);
                setError(null);
              }}
            />
          </label>
          <label className="block text-sm font-medium">
            {t('zipFile')}
            <input
              type="file"
              name="pictures"
              accept=".zip,application/zip"
              className={FILE_INPUT}
              onChange={(e) => {
                setZip(e.target.files?.[0] ?? null);
                setReport(null);
                setError(null);
              }}
            />
          </label>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="secondary" disabled={!csv || busy !== null}>
            {busy === 'dryRun' ? t('checking') : t('check')}
          </Button>
          <Link href="/dashboard/product" className={buttonClasses({ variant: 'ghost', size: 'md' })}>
            {t('back')}
          </Link>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </form>

      {report && counts && (
        <section aria-labelledby="import-result" className="space-y-4">
          <h2 id="import-result" className="text-lg font-semibold">
            {report.applied ? t('appliedTitle') : t('dryRunTitle')}
          </h2>
          <ul className="flex flex-wrap gap-2" aria-label={t('countsLabel')}>
            {IMPORT_OUTCOMES.map((o) => (
              <li key={o} data-outcome={o}>
                <StatusBadge tone={TONE[o]} label={t(`counts.${o}`, { count: counts[o] })} />
              </li>
            ))}
          </ul>
          {report.applied ? (
            <p role="status" className="text-sm text-emerald-800">
              {t('applied', { created: counts.created, updated: counts.updated, unchanged: counts.unchanged })}
            </p>
          ) : counts.refused ? (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              {t('allOrNothing', { count: counts.refused })}
            </p>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-fg">{toWrite ? t('dryRunNote') : t('noChanges')}</p>
              {toWrite > 0 && (
                <Button type="button" onClick={() => void run('apply')} disabled={busy !== null}>
                  {busy === 'apply' ? t('applying') : t('apply', { count: total })}
                </Button>
              )}
            </div>
          )}
          <div className="overflow-x-auto rounded-lg border border-line bg-surface">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t('tableCaption')}</caption>
              <thead className="border-b border-line text-xs text-fg-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('row')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('product')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('outcome')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('reason')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {report.rows.map((r) => (
                  <tr key={r.row} data-row={r.row} data-outcome={r.outcome}>
                    <td className="px-3 py-2 tabular-nums">{r.row}</td>
                    <td className="px-3 py-2">
                      <bdi className="font-medium">{r.name}</bdi>
                      {r.slug && (
                        <bdi dir="ltr" className="block text-xs text-fg-muted">
                          {r.slug}
                        </bdi>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      <StatusBadge tone={TONE[r.outcome]} label={t(`outcomes.${r.outcome}`)} />
                    </td>
                    <td className="px-3 py-2">
                      {r.outcome === 'refused' && (
                        <>
                          {reasonOf(r.reason, r.column)}
                          {r.column && r.reason !== 'sameProduct' && (
                            <span className="ms-1 text-xs text-fg-muted">
                              ({t('column')}{' '}
                              <code dir="ltr" className="rounded bg-line/40 px-1">
                                {r.column}
                              </code>
                              )
                            </span>
                          )}
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </div>
  );
}
