'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, ImagePlus, Loader2, Trash2 } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/action-result';
import { cn } from '../ui/cn';

/** Messages of the uploader (labels and the upload route's error keys). */
const NAMESPACE = 'dashProducts.upload';
export const UPLOAD_URL = '/api/dashboard/upload';

export interface UploadedImageValue {
  url: string;
  alt: string;
}

const ICON_BUTTON =
  'inline-flex size-8 items-center justify-center rounded-md border border-line bg-surface text-fg-muted transition-colors hover:text-fg disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-secondary-strong';

/** Sends one file to the upload route; the answer is an ActionResult with `{url, width, height}`. */
export async function uploadImage(
  file: File,
  area: string,
  purpose: 'image' | 'panorama' = 'image',
): Promise<ActionResult<{ url: string; width: number; height: number }>> {
  const body = new FormData();
  body.append('file', file);
  body.append('area', area);
  if (purpose !== 'image') body.append('purpose', purpose);
  try {
    const res = await fetch(UPLOAD_URL, { method: 'POST', body });
    const json = (await res.json().catch(() => null)) as ActionResult<{ url: string; width: number; height: number }> | null;
    if (json && typeof json === 'object' && 'ok' in json) return json;
    return { ok: false, status: res.status === 413 ? 413 : 500, error: res.status === 413 ? 'fileTooLarge' : 'somethingWentWrong' };
  } catch {
    return { ok: false, status: 500, error: 'somethingWentWrong' };
  }
}

/**
 * Images of a record: upload (button or drop, several at once), thumbnails, order (the first is the main
 * image), alt text per image, remove. `area` is the permission key the upload is checked against.
 */
export function ImageUploader({
  value,
  onChange,
  area,
  max = 20,
  id,
  invalid,
  purpose = 'image',
  single = false,
}: {
  value: UploadedImageValue[];
  onChange: (next: UploadedImageValue[]) => void;
  area: string;
  max?: number;
  id?: string;
  invalid?: boolean;
  /** `panorama`: equirectangular 360° images (2:1), kept at up to 8192 px */
  purpose?: 'image' | 'panorama';
  /** one picture and no alt text, move or "main" (SingleImageUploader): a new file replaces it */
  single?: boolean;
}) {
  const t = useTranslations(NAMESPACE);
  const autoId = useId();
  const inputId = id ?? `images-${autoId}`;
  // uploads finish one after another: each adds to the list as it is then, not as it was when they started
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const [busy, setBusy] = useState(0);
  const [dragOver, setDragOver] = useState(false);
  const [lastError, setLastError] = useState<string | null>(null);

  const message = (code: string) =>
    t.has(`errors.${code}`) ? t(`errors.${code}` as 'errors.somethingWentWrong') : t('errors.somethingWentWrong');

  const addFiles = async (files: File[]) => {
    const room = single ? 1 : max - latest.current.length;
    if (room <= 0) {
      toast.error(t('tooMany', { max }));
      return;
    }
    setLastError(null);
    for (const file of files.slice(0, room)) {
      setBusy((n) => n + 1);
      const result = await uploadImage(file, area, purpose);
      setBusy((n) => n - 1);
      if (result.ok) {
        const alt = file.name
          .replace(/\.[^.]+$/, '')
          .replace(/[-_]+/g, ' ')
          .trim()
          .slice(0, 200);
        latest.current = single ? [{ url: result.data.url, alt }] : [...latest.current, { url: result.data.url, alt }];
        onChange(latest.current);
      } else {
        const text = `${file.name}: ${message(result.error)}`;
        setLastError(text);
        toast.error(text);
      }
    }
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <div className="space-y-3">
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragOver(false);
          void addFiles(Array.from(e.dataTransfer.files));
        }}
        className={cn(
          'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-line bg-surface-muted/40 px-4 py-6 text-center text-sm transition-colors hover:border-secondary-strong',
          dragOver && 'border-secondary-strong bg-surface-muted',
          invalid && 'border-red-600',
        )}
      >
        {busy > 0 ? (
          <Loader2 className="size-6 animate-spin text-fg-muted" aria-hidden />
        ) : (
          <ImagePlus className="size-6 text-fg-muted" aria-hidden />
        )}
        <span className="font-medium text-fg">{busy > 0 ? t('uploading') : t('choose')}</span>
        <span className="text-xs text-fg-muted">{t('hint', { max })}</span>
        <input
          id={inputId}
          type="file"
          multiple={!single}
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className="sr-only"
          disabled={busy > 0}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void addFiles(files);
          }}
        />
      </label>
      {lastError && (
        <p role="alert" className="text-xs font-medium text-red-700">
          {lastError}
        </p>
      )}
      {value.length > 0 && (
        <ol className="grid gap-3 sm:grid-cols-2">
          {value.map((img, i) => (
            <li key={`${img.url}-${i}`} className="flex gap-3 rounded-lg border border-line bg-surface p-2">
              <div className="relative size-20 shrink-0 overflow-hidden rounded-md bg-surface-muted">
                {/* eslint-disable-next-line @next/next/no-img-element -- thumbnails of just-uploaded files, any origin */}
                <img src={img.url} alt={img.alt} className="size-full object-cover" />
                {i === 0 && !single && (
                  <span className="absolute start-1 top-1 rounded bg-ink/80 px-1.5 py-0.5 text-[10px] font-semibold text-white">
                    {t('main')}
                  </span>
                )}
              </div>
              <div className={cn('min-w-0 flex-1 space-y-2', single && 'flex items-end')}>
                {!single && (
                  <>
                    <label className="block text-xs font-medium text-fg-muted" htmlFor={`${inputId}-alt-${i}`}>
                      {t('alt')}
                    </label>
                    <input
                      id={`${inputId}-alt-${i}`}
                      value={img.alt}
                      maxLength={200}
                      onChange={(e) => onChange(value.map((v, j) => (j === i ? { ...v, alt: e.target.value } : v)))}
                      className="block h-8 w-full rounded-md border border-line bg-surface px-2 text-sm text-fg focus:border-secondary-strong focus:outline-none"
                    />
                  </>
                )}
                <div className="flex w-full gap-1">
                  {!single && (
                    <>
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        onClick={() => move(i, i - 1)}
                        disabled={i === 0}
                        aria-label={t('moveUp', { n: i + 1 })}
                        title={t('moveUp', { n: i + 1 })}
                      >
                        <ArrowUp className="size-4" aria-hidden />
                      </button>
                      <button
                        type="button"
                        className={ICON_BUTTON}
                        onClick={() => move(i, i + 1)}
                        disabled={i === value.length - 1}
                        aria-label={t('moveDown', { n: i + 1 })}
                        title={t('moveDown', { n: i + 1 })}
                      >
                        <ArrowDown className="size-4" aria-hidden />
                      </button>
                    </>
                  )}
                  <button
                    type="button"
                    className={cn(ICON_BUTTON, 'ms-auto hover:text-red-700')}
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                    aria-label={t('remove', { n: i + 1 })}
                    title={t('remove', { n: i + 1 })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** One picture kept as a plain URL string (a cover, a panorama): the uploader limited to one image. */
export function SingleImageUploader({
  value,
  onChange,
  ...props
}: { value: string; onChange: (url: string) => void } & Omit<Parameters<typeof ImageUploader>[0], 'value' | 'onChange' | 'max'>) {
  return (
    <ImageUploader
      {...props}
      max={1}
      single
      value={value ? [{ url: value, alt: '' }] : []}
      onChange={(next) => onChange(next[0]?.url ?? '')}
    />
  );
}
