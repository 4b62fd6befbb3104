'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CalendarClock, CircleCheck } from '@/components/ui/icons';
import { StatusBadge } from '@/components/dashboard/status-badge';
import { StatusQueue } from '@/components/dashboard/status-queue';
import { ConfirmDialog } from '@/components/dashboard/confirm-dialog';
import { Input, Textarea } from '@/components/dashboard/field';
import { useActionForm } from '@/components/dashboard/use-action-form';
import { buttonClasses } from '@/components/ui/button';
import { MEASURE_STATUSES, MEASURE_STAFF_NOTE_MAX, type MeasureListQuery, type MeasureStatus } from '@/domain/measure/measure';
import type { ActionFailure } from '@/lib/action-result';
import { formatDashboardDate, formatDashboardDateTime } from '@/lib/format';
import type { DashboardActionData } from '@/components/dashboard/call-action';

type MeasureList = DashboardActionData<'measure.list'>;
type Row = MeasureList['rows'][number];

/** a shop day (yyyy-mm-dd) as the dashboard writes dates, whatever the browser's zone */
const dayText = (day: string) => formatDashboardDate(`${day}T12:00:00Z`, 'UTC');

const TONE: Record<MeasureStatus, string> = { new: 'pending', scheduled: 'processing', done: 'active' };
const FILTERS = [...MEASURE_STATUSES, 'all'] as const;

/** Measure requests (docs/requirements.md, "Measure requests"): the requests of one status, schedule, mark done. */
export function MeasureRequests({ data, query, canEdit }: { data: MeasureList; query: MeasureListQuery; canEdit: boolean }) {
  const t = useTranslations('dashMeasure.measure');
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const all = MEASURE_STATUSES.reduce((n, s) => n + data.counts[s], 0);
  return (
    <StatusQueue
      basePath="/dashboard/measure"
      statuses={FILTERS}
      query={query}
      counts={{ ...data.counts, all }}
      pages={pages}
      empty={data.rows.length === 0}
      labels={{
        statusFilter: t('statusFilter'),
        status: (s) => t(`status.${s}`),
        search: t('search'),
        searchButton: t('searchButton'),
        empty: t(`empty.${query.status}`),
        list: t('listLabel'),
        pages: t('pages'),
        previous: t('previous'),
        next: t('next'),
        pageOf: t('pageOf', { page: query.page, pages }),
      }}
    >
      {data.rows.map((r) => (
        <MeasureCard key={r.id} request={r} canEdit={canEdit} />
      ))}
    </StatusQueue>
  );
}

function MeasureCard({ request: r, canEdit }: { request: Row; canEdit: boolean }) {
  const t = useTranslations('dashMeasure.measure');
  const router = useRouter();
  const { submit, pending } = useActionForm();
  const booked = r.visit;
  const [date, setDate] = useState(booked?.date ?? r.preferredDates[0] ?? '');
  const [time, setTime] = useState(booked?.time ?? '10:00');
  const [note, setNote] = useState(r.staffNote);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [confirmDone, setConfirmDone] = useState(false);
  const refused = (result: ActionFailure) => {
    const key = Object.values(result.fieldErrors ?? {})[0] ?? result.error;
    setRefusal(t.has(`errors.${key}`) ? t(`errors.${key}`) : t('errors.failed'));
    return true;
  };
  const moved = (message: string) => ({
    successMessage: message,
    onSuccess: () => {
      setRefusal(null);
      router.refresh();
    },
    onRefusal: refused,
  });
  return (
    <li className="rounded-lg border border-line bg-surface p-4" data-testid="measure-row" aria-label={t('rowLabel', { name: r.name })}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-fg">
            <bdi>{r.name}</bdi>
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm">
            <StatusBadge tone={TONE[r.status]} label={t(`status.${r.status}`)} />
            <span className="text-fg-muted">{t('received', { date: formatDashboardDateTime(r.createdAt) })}</span>
          </div>
          <p className="mt-1 text-sm text-fg-muted">
            <span dir="ltr" className="break-all">
              {r.email}
            </span>
            {' · '}
            <span dir="ltr">{r.phone}</span>
          </p>
        </div>
        {r.visit && (
          <p className="rounded-md bg-gray-50 px-3 py-2 text-sm dark:bg-gray-800" data-testid="measure-visit">
            <span className="font-medium">{t('visit')}</span> {dayText(r.visit.date)}{' '}
            <span dir="ltr" className="tabular-nums">
              {r.visit.time}
            </span>
          </p>
        )}
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">{t('address')}</dt>
          <dd>
            <bdi>{r.street}</bdi>, <bdi>{r.city}</bdi>, BC <span dir="ltr">{r.postalCode}</span>
          </dd>
        </div>
        <div>
          <dt className="font-medium">{t('preferredDates')}</dt>
          <dd>{r.preferredDates.map(dayText).join(' · ')}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('rooms')}</dt>
          <dd>
            <ul>
              {r.rooms.map((room, i) => (
                <li key={i}>
                  <bdi>{room.name}</bdi>
                  {room.area ? ` — ${t('area', { area: room.area })}` : ''}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        {r.notes && (
          <div>
            <dt className="font-medium">{t('notes')}</dt>
            <dd className="whitespace-pre-line" dir="auto">
              {r.notes}
            </dd>
          </div>
        )}
        {!canEdit && r.staffNote && (
          <div>
            <dt className="font-medium">{t('staffNote')}</dt>
            <dd className="whitespace-pre-line" dir="auto">
              {r.staffNote}
            </dd>
          </div>
        )}
      </dl>
      {canEdit && r.status !== 'done' && (
        <form
          className="mt-4 grid gap-3 border-t border-line pt-4 sm:grid-cols-[auto_auto_1fr]"
          onSubmit={(e) => {
            e.preventDefault();
            void submit('measure.schedule', { id: r.id, date, time, note }, moved(t('scheduled')));
          }}
        >
          <div>
            <label htmlFor={`measure-date-${r.id}`} className="text-sm font-medium">
              {t('date')}
            </label>
            <Input id={`measure-date-${r.id}`} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
          </div>
          <div>
            <label htmlFor={`measure-time-${r.id}`} className="text-sm font-medium">
              {t('time')}
            </label>
            <Input id={`measure-time-${r.id}`} type="time" value={time} onChange={(e) => setTime(e.target.value)} required />
          </div>
          <div>
            <label htmlFor={`measure-note-${r.id}`} className="text-sm font-medium">
              {t('staffNote')}
            </label>
            <Textarea
              id={`measure-note-${r.id}`}
              rows={1}
              value={note}
              maxLength={MEASURE_STAFF_NOTE_MAX}
              onChange={(e) => setNote(e.target.value)}
            />
          </div>
          {refusal && (
            <p role="alert" className="text-sm text-red-600 sm:col-span-3">
              {refusal}
            </p>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-3">
            <button type="submit" disabled={pending} className={buttonClasses({ size: 'sm' })}>
              <CalendarClock className="size-4" aria-hidden />
              {r.status === 'new' ? t('schedule') : t('reschedule')}
            </button>
            {r.status === 'scheduled' && (
              <button
                type="button"
                disabled={pending}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
                onClick={() => setConfirmDone(true)}
              >
                <CircleCheck className="size-4" aria-hidden />
                {t('markDone')}
              </button>
            )}
          </div>
        </form>
      )}
      {canEdit && r.status === 'done' && r.staffNote && (
        <p className="mt-3 text-sm">
          <span className="font-medium">{t('staffNote')}:</span>{' '}
          <span className="whitespace-pre-line" dir="auto">
            {r.staffNote}
          </span>
        </p>
      )}
      <ConfirmDialog
        open={confirmDone}
        onOpenChange={setConfirmDone}
        title={t('doneTitle')}
        description={t('doneText', { name: r.name })}
        confirmLabel={t('markDone')}
        cancelLabel={t('keepScheduled')}
        destructive={false}
        busy={pending}
        onConfirm={() =>
          void submit('measure.done', { id: r.id, note }, moved(t('done'))).then(() => {
            setConfirmDone(false);
          })
        }
      />
    </li>
  );
}
