import { z } from 'zod';
import { listQuerySchema } from '../dashboard/list-query';
import { provincePostalCode } from '../geo/postal-code';
import { SHOP_ZONE, zoneOffsetMinutes } from '@/lib/shop-zone';

/** Rules of free measure requests (docs/requirements.md, "Measure requests"). Error messages are keys of content.measure.errors. */

/** new: waits for staff; scheduled: a visit is booked (date and time); done: the measure was taken */
export const MEASURE_STATUSES = ['new', 'scheduled', 'done'] as const;
export type MeasureStatus = (typeof MEASURE_STATUSES)[number];

/** how far ahead a customer may name a preferred date */
export const MEASURE_MAX_DAYS_AHEAD = 60;
export const MEASURE_MAX_DATES = 3;
export const MEASURE_MAX_ROOMS = 10;
/** the largest room area (sq ft) a request may name */
export const MEASURE_MAX_ROOM_AREA = 10_000;
export const MEASURE_NOTES_MAX = 1000;
export const MEASURE_STAFF_NOTE_MAX = 1000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day (yyyy-mm-dd) plus `days`, as yyyy-mm-dd. */
export function addDays(day: string, days: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Is `day` a real calendar day written yyyy-mm-dd (no 2026-02-30)? */
export function isCalendarDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const t = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day;
}

/** The days a customer may choose when today (in the shop's zone) is `today`: from tomorrow to 60 days ahead. */
export function measureDateRange(today: string): { min: string; max: string } {
  return { min: addDays(today, 1), max: addDays(today, MEASURE_MAX_DAYS_AHEAD) };
}

const phone = z
  .string()
  .trim()
  .max(40, 'phoneInvalid')
  .refine((v) => /^[+()\d\s.-]{7,}$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7, 'phoneInvalid');

const roomSchema = z.object({
  name: z.string().trim().min(1, 'roomNameRequired').max(60, 'roomNameTooLong'),
  /** approximate area in sq ft; empty means not known */
  area: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
    z
      .number({ error: 'roomAreaInvalid' })
      .finite('roomAreaInvalid')
      .positive('roomAreaInvalid')
      .max(MEASURE_MAX_ROOM_AREA, 'roomAreaInvalid')
      .transform((n) => Math.round(n * 10) / 10)
      .optional(),
  ),
});

/**
 * The request form, for a given shop day `today` (yyyy-mm-dd in the shop's zone): name, e-mail, phone, a BC address,
 * 1 to 3 different preferred dates from tomorrow to 60 days ahead, 1 to 10 rooms with an optional area, notes.
 */
export function measureRequestSchema(today: string) {
  const { min, max } = measureDateRange(today);
  return z.object({
    name: z.string().trim().min(2, 'nameRequired').max(120, 'nameTooLong'),
    email: z.string().trim().max(200, 'emailInvalid').pipe(z.email('emailInvalid')),
    phone,
    street: z.string().trim().min(3, 'streetRequired').max(200, 'streetTooLong'),
    city: z.string().trim().min(2, 'cityRequired').max(80, 'cityTooLong'),
    /** a British Columbia postal code ("v3t1a1" is written back as "V3T 1A1"), by the checkout's one rule */
    postalCode: provincePostalCode('BC', 'postalCodeInvalid'),
    dates: z
      .array(z.string().trim(), { error: 'datesRequired' })
      .transform((days) => days.filter((d) => d !== ''))
      .pipe(
        z
          .array(
            z
              .string()
              .refine(isCalendarDay, 'dateInvalid')
              .refine((d) => !isCalendarDay(d) || d >= min, 'dateTooSoon')
              .refine((d) => !isCalendarDay(d) || d <= max, 'dateTooFar'),
          )
          .min(1, 'datesRequired')
          .max(MEASURE_MAX_DATES, 'tooManyDates')
          .refine((days) => new Set(days).size === days.length, 'datesRepeated'),
      ),
    rooms: z.array(roomSchema, { error: 'roomsRequired' }).min(1, 'roomsRequired').max(MEASURE_MAX_ROOMS, 'tooManyRooms'),
    notes: z.string().trim().max(MEASURE_NOTES_MAX, 'notesTooLong').optional().default(''),
  });
}
export type MeasureRequestInput = z.output<ReturnType<typeof measureRequestSchema>>;
/**
 * Status changes staff may make: only forward, new → scheduled → done; a scheduled visit may be scheduled again
 * (another day or time). A new request cannot be done without a visit, and nothing goes back.
 */
export function mayMoveMeasure(from: MeasureStatus, to: MeasureStatus): boolean {
  if (to === 'scheduled') return from === 'new' || from === 'scheduled';
  if (to === 'done') return from === 'scheduled';
  return false;
}

/** The dashboard's list: one status or all, newest first. */
export const measureListSchema = listQuerySchema.extend({
  status: z
    .enum([...MEASURE_STATUSES, 'all'])
    .catch('new')
    .default('new'),
});
export type MeasureListQuery = z.output<typeof measureListSchema>;

const staffNote = z.string().trim().max(MEASURE_STAFF_NOTE_MAX, 'tooLong').optional().default('');

/** Staff book (or move) the visit: a shop day and a time (HH:MM, 24 h) in the shop's zone. */
export const measureScheduleSchema = z.object({
  id: z.uuid(),
  date: z.string().trim().refine(isCalendarDay, 'dateInvalid'),
  time: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeInvalid'),
  note: staffNote,
});

/** Staff mark the measure taken. */
export const measureDoneSchema = z.object({ id: z.uuid(), note: staffNote });

/** The instant of a shop day and time (HH:MM) in the shop's zone (a time skipped by a DST change falls an hour later). */
export function shopInstant(day: string, time: string, timeZone = SHOP_ZONE): Date {
  const wall = Date.parse(`${day}T${time}:00Z`);
  let at = wall;
  for (let i = 0; i < 2; i++) at = wall - zoneOffsetMinutes(new Date(at), timeZone) * 60_000;
  return new Date(at);
}

/** The shop day and time (HH:MM) of an instant, as the schedule form shows it. */
export function shopDayAndTime(at: Date, timeZone = SHOP_ZONE): { date: string; time: string } {
  const local = new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}
