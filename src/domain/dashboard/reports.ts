import { z } from 'zod';

/**
 * Reports (docs/requirements.md, "Reports"): a range of shop days, a period to compare it with and the size of the
 * chart's buckets. Days are yyyy-mm-dd in the shop's zone; ranges include both ends.
 */

export const REPORT_PRESETS = ['7d', '30d', '90d', 'thisMonth', 'lastMonth', 'thisYear', 'custom'] as const;
export const REPORT_COMPARISONS = ['previous', 'lastYear'] as const;
export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export type ReportComparison = (typeof REPORT_COMPARISONS)[number];
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** The longest custom range, in days (two years, leap day included). */
export const MAX_REPORT_DAYS = 731;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(day: string): Date | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === day ? d : null;
}
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** A real calendar day written yyyy-mm-dd. */
export const isDay = (day: string) => toUtc(day) !== null;

/** `day` moved by `n` days (n may be negative). */
export function addDays(day: string, n: number): string {
  const d = toUtc(day)!;
  d.setUTCDate(d.getUTCDate() + n);
  return iso(d);
}

/** `day` moved by `n` months, kept inside the month it lands in (Mar 31 − 1 month = Feb 28 or 29). */
export function addMonths(day: string, n: number): string {
  const d = toUtc(day)!;
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return iso(target);
}

/** Days from `from` to `to`, both counted (1 for a single day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to)!.getTime() - toUtc(from)!.getTime()) / 86_400_000) + 1;
}

const shopDay = z.string().refine(isDay, 'dashboard.validation.invalid');

/** What the browser asks for; `from` and `to` are read for the custom range only. */
export const reportQuerySchema = z
  .object({
    preset: z.enum(REPORT_PRESETS).default('30d'),
    from: shopDay.optional(),
    to: shopDay.optional(),
    compare: z.enum(REPORT_COMPARISONS).default('previous'),
    granularity: z.enum(REPORT_GRANULARITIES).default('day'),
  })
  .superRefine((q, ctx) => {
    if (q.preset !== 'custom') return;
    if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'dashboard.validation.required' });
    if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dashboard.validation.required' });
    // zod runs this even when a day failed its own check
    if (!q.from || !q.to || !isDay(q.from) || !isDay(q.to)) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'dashboard.validation.endBeforeStart' });
    else if (daysBetween(q.from, q.to) > MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'dashboard.validation.rangeTooLong' });
  });
export type ReportQuery = z.output<typeof reportQuerySchema>;
export type ReportQueryInput = z.input<typeof reportQuerySchema>;

/**
 * The page's URL parameters as a query. Anything unreadable falls back to the default report (last 30 days) with
 * the message key of the first problem, so the page can say why it shows something else.
 */
export function reportQueryFromParams(params: Record<string, string | string[] | undefined>): { query: ReportQuery; error?: string } {
  const one = (k: string) => {
    const v = params[k];
    return (Array.isArray(v) ? v[0] : v) || undefined;
  };
  const parsed = reportQuerySchema.safeParse({
    preset: one('preset'),
    from: one('from'),
    to: one('to'),
    compare: one('compare'),
    granularity: one('granularity'),
  });
  if (parsed.success) return { query: parsed.data };
  const error = parsed.error.issues[0]?.message ?? 'dashboard.validation.invalid';
  const fallback = reportQuerySchema.safeParse({ compare: one('compare'), granularity: one('granularity') });
  return {
    query: fallback.success ? fallback.data : reportQuerySchema.parse({}),
    error: error.startsWith('dashboard.') ? error : 'dashboard.validation.invalid',
  };
}

export interface DayRange {
  from: string;
  to: string;
}

export interface ReportRange extends DayRange {
  comparison: DayRange;
}

/**
 * The days a preset covers on `today` (the shop's day): the last 7, 30 or 90 days up to today, this month or
 * year up to today, last month in full, or the custom days.
 */
export function presetRange(query: Pick<ReportQuery, 'preset' | 'from' | 'to'>, today: string): DayRange {
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (query.preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: firstOfMonth, to: today };
    case 'lastMonth':
      return { from: addMonths(firstOfMonth, -1), to: addDays(firstOfMonth, -1) };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'custom':
      return { from: query.from!, to: query.to! };
  }
}

/**
 * The period compared with a range. Same period last year: the same days one year earlier (Feb 29 becomes Feb 28).
 * Previous period: for this month and last month, the month before over the same days (Nov 1–26 against Oct 1–26,
 * kept inside that month); for this year, last year over the same days; otherwise as many days just before.
 */
export function comparisonRange(range: DayRange, preset: ReportPreset, compare: ReportComparison): DayRange {
  if (compare === 'lastYear' || preset === 'thisYear') return { from: addMonths(range.from, -12), to: addMonths(range.to, -12) };
  if (preset === 'thisMonth' || preset === 'lastMonth') {
    const from = addMonths(range.from, -1);
    const monthEnd = addDays(addMonths(`${from.slice(0, 7)}-01`, 1), -1);
    const to = addMonths(range.to, -1);
    return { from, to: to > monthEnd || to.slice(0, 7) !== from.slice(0, 7) ? monthEnd : to };
  }
  const days = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** The report's range and its comparison period on `today`. */
export function reportRange(query: ReportQuery, today: string): ReportRange {
  const range = presetRange(query, today);
  return { ...range, comparison: comparisonRange(range, query.preset, query.compare) };
}

/**
 * The bucket a day falls in: the day itself, the Monday of its week (ISO weeks, as PostgreSQL's
 * `date_trunc('week')`) or the first of its month.
 */
export function bucketOf(day: string, granularity: ReportGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (toUtc(day)!.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** Every bucket from the one holding `from` to the one holding `to`, for a chart without gaps. */
export function bucketSeries(range: DayRange, granularity: ReportGranularity): string[] {
  const out: string[] = [];
  let b = bucketOf(range.from, granularity);
  while (b <= range.to && out.length < 800) {
    out.push(b);
    b = granularity === 'day' ? addDays(b, 1) : granularity === 'week' ? addDays(b, 7) : addMonths(b, 1);
  }
  return out;
}
