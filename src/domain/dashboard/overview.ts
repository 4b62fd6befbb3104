/**
 * Orders that did not bring money in: left out of sales, order counts and averages on the dashboard home and in the
 * reports (docs/requirements.md, "Reports").
 */
export const LOST_ORDER_STATUSES = ['cancelled', 'refunded'] as const;

/** Overview periods of the dashboard home: today, the last 7 and the last 30 days. */
export const OVERVIEW_PERIODS = [1, 7, 30] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

export interface PeriodRange {
  /** inclusive start of this period */
  start: Date;
  /** exclusive end of this period (now) */
  end: Date;
  /** the period of the same length just before */
  previousStart: Date;
}

/**
 * The range of a period ending now: `days` = 1 is today since midnight (UTC offset of the shop given in
 * minutes), compared with yesterday up to the same length; 7 and 30 are rolling windows of that many days.
 */
export function periodRange(days: OverviewPeriod, now: Date, utcOffsetMinutes = 0): PeriodRange {
  const end = new Date(now);
  let start: Date;
  if (days === 1) {
    const local = new Date(now.getTime() + utcOffsetMinutes * 60_000);
    local.setUTCHours(0, 0, 0, 0);
    start = new Date(local.getTime() - utcOffsetMinutes * 60_000);
  } else {
    start = new Date(now.getTime() - days * 86_400_000);
  }
  const length = end.getTime() - start.getTime();
  const previousStart = new Date(start.getTime() - (days === 1 ? 86_400_000 : length));
  return { start, end, previousStart };
}

/**
 * Change of a figure against the previous period in percent, rounded to one decimal; null when there
 * is nothing to compare with (previous period zero).
 */
export function percentChange(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** Average order value in cents (integer), 0 with no orders. */
export function averageCents(totalCents: number, orders: number): number {
  return orders > 0 ? Math.round(totalCents / orders) : 0;
}

/** Every day (yyyy-mm-dd) from the first to the last, for a chart without gaps. */
export function daySeries(first: string, last: string): string[] {
  const out: string[] = [];
  const d = new Date(`${first}T00:00:00Z`);
  const end = new Date(`${last}T00:00:00Z`);
  while (d <= end && out.length < 400) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}
