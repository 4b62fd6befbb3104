import { z } from 'zod';

/**
 * The showroom's opening hours (docs/requirements.md, "Showroom pickup"): for each weekday an opening and a closing
 * time, or closed. Shown on the contact page, at checkout for a pickup, on the order and in the ready-for-pickup mail.
 */
export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const time = z.string({ error: 'invalidTime' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTime');

export const dayHoursSchema = z
  .object({ closed: z.boolean({ error: 'invalid' }), opens: time, closes: time })
  .refine((d) => d.closed || d.opens < d.closes, { path: ['closes'], message: 'closesBeforeOpens' });

/** The week as the dashboard saves it (messages are keys of `dashboard.validation`-style field errors). */
export const weekHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
);
export type OpeningHours = z.infer<typeof weekHoursSchema>;

/** The settings document's field: a week, or the older "these days, one opening time" form read as a week. */
export const openingHoursSchema = z.preprocess((v) => {
  const old = v as { days?: unknown; opens?: unknown; closes?: unknown } | null;
  if (!old || typeof old !== 'object' || !Array.isArray(old.days)) return v;
  const days = old.days as string[];
  return Object.fromEntries(WEEKDAYS.map((d) => [d, { closed: !days.includes(d), opens: old.opens, closes: old.closes }]));
}, weekHoursSchema);

/** One line of the hours as shown: consecutive days with the same hours together, e.g. Mo–Fr 09:00–17:30. */
export interface HoursRun {
  from: Weekday;
  to: Weekday;
  /** null: closed */
  hours: { opens: string; closes: string } | null;
}

export function hoursRuns(h: OpeningHours): HoursRun[] {
  const runs: HoursRun[] = [];
  for (const d of WEEKDAYS) {
    const hours = h[d].closed ? null : { opens: h[d].opens, closes: h[d].closes };
    const last = runs.at(-1);
    if (last && last.hours?.opens === hours?.opens && last.hours?.closes === hours?.closes) last.to = d;
    else runs.push({ from: d, to: d, hours });
  }
  return runs;
}

/** A week open `days` from `opens` to `closes`, the rest closed. */
export function weekOpen(days: readonly Weekday[], opens: string, closes: string): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, { closed: !days.includes(d), opens, closes }])) as OpeningHours;
}

/** A weekday's name in a language ('long' or 'short'), from the platform's calendar data. */
export function weekdayName(d: Weekday, locale: string, width: 'long' | 'short' = 'long'): string {
  // 2024-01-01 was a Monday
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(d), 12));
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(date);
}

/** The hours as lines to show ("Monday – Friday", "09:00 – 17:30"), with the page's words for ranges and closed. */
export function hoursLines(
  h: OpeningHours,
  locale: string,
  words: { range: (from: string, to: string) => string; closed: string },
): { days: string; hours: string; closed: boolean }[] {
  return hoursRuns(h).map((r) => ({
    days: r.from === r.to ? weekdayName(r.from, locale) : words.range(weekdayName(r.from, locale), weekdayName(r.to, locale)),
    hours: r.hours ? `${r.hours.opens}–${r.hours.closes}` : words.closed,
    closed: !r.hours,
  }));
}

/** The open days in a few words for the header's top bar, e.g. "Mon–Sat 09:00–17:30" (closed days left out). */
export function openHoursSummary(h: OpeningHours, locale: string): string {
  return hoursRuns(h)
    .filter((r) => r.hours)
    .map((r) => {
      const days =
        r.from === r.to
          ? weekdayName(r.from, locale, 'short')
          : `${weekdayName(r.from, locale, 'short')}–${weekdayName(r.to, locale, 'short')}`;
      return `${days} ${r.hours!.opens}–${r.hours!.closes}`;
    })
    .join(' · ');
}
