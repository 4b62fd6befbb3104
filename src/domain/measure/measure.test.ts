import { describe, expect, it } from 'vitest';
import {
  addDays,
  isCalendarDay,
  mayMoveMeasure,
  measureDateRange,
  measureRequestSchema,
  measureScheduleSchema,
  MEASURE_STATUSES,
  shopDayAndTime,
  shopInstant,
} from './measure';

const TODAY = '2026-11-27';
const schema = measureRequestSchema(TODAY);
const valid = {
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '604 555 0199',
  street: '10153 King George Blvd',
  city: 'Surrey',
  postalCode: 'v3t2w1',
  dates: ['2026-11-28', '2027-01-26'],
  rooms: [{ name: 'Living room', area: '220.55' }, { name: 'Hall' }],
  notes: '',
};
const errorsOf = (input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('measure request schema', () => {
  it('takes a full request, writes the postal code back in capitals with its space and rounds the area', () => {
    const r = schema.parse(valid);
    expect(r.postalCode).toBe('V3T 2W1');
    expect(r.rooms).toEqual([{ name: 'Living room', area: 220.6 }, { name: 'Hall' }]);
    expect(r.dates).toEqual(['2026-11-28', '2027-01-26']);
  });

  it('allows dates from tomorrow to 60 days ahead only', () => {
    expect(measureDateRange(TODAY)).toEqual({ min: '2026-11-28', max: '2027-01-26' });
    expect(errorsOf({ ...valid, dates: [TODAY] })).toEqual({ 'dates.0': 'dateTooSoon' });
    expect(errorsOf({ ...valid, dates: ['2026-11-01'] })).toEqual({ 'dates.0': 'dateTooSoon' });
    expect(errorsOf({ ...valid, dates: ['2027-01-27'] })).toEqual({ 'dates.0': 'dateTooFar' });
    expect(errorsOf({ ...valid, dates: ['2026-02-30'] })).toEqual({ 'dates.0': 'dateInvalid' });
    expect(errorsOf({ ...valid, dates: ['tomorrow'] })).toEqual({ 'dates.0': 'dateInvalid' });
  });

  it('needs one to three different dates (empty date fields are left out)', () => {
    expect(errorsOf({ ...valid, dates: [] })).toEqual({ dates: 'datesRequired' });
    expect(errorsOf({ ...valid, dates: ['', ''] })).toEqual({ dates: 'datesRequired' });
    expect(errorsOf({ ...valid, dates: ['2026-11-28', '', ''] })).toEqual({});
    expect(errorsOf({ ...valid, dates: ['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'] })).toEqual({ dates: 'tooManyDates' });
    expect(errorsOf({ ...valid, dates: ['2026-11-28', '2026-11-28'] })).toEqual({ dates: 'datesRepeated' });
  });

  it('needs a name, e-mail, a phone to call and a BC address', () => {
    expect(errorsOf({ ...valid, name: ' ', email: 'nope', phone: '12', street: '', city: 'S', postalCode: 'M5V 2T6' })).toEqual({
      name: 'nameRequired',
      email: 'emailInvalid',
      phone: 'phoneInvalid',
      street: 'streetRequired',
      city: 'cityRequired',
      postalCode: 'postalCodeInvalid',
    });
    expect(errorsOf({ ...valid, phone: '+1 (604) 555-0199' })).toEqual({});
    expect(errorsOf({ ...valid, phone: '((( )))----' })).toEqual({ phone: 'phoneInvalid' });
  });

  it('needs one to ten named rooms with an optional area above 0 and up to 10,000 sq ft', () => {
    expect(errorsOf({ ...valid, rooms: [] })).toEqual({ rooms: 'roomsRequired' });
    expect(errorsOf({ ...valid, rooms: Array.from({ length: 11 }, () => ({ name: 'Room' })) })).toEqual({ rooms: 'tooManyRooms' });
    expect(errorsOf({ ...valid, rooms: [{ name: '', area: '' }] })).toEqual({ 'rooms.0.name': 'roomNameRequired' });
    for (const area of ['0', '-5', 'big', '10001', 'Infinity'])
      expect(errorsOf({ ...valid, rooms: [{ name: 'Den', area }] }), area).toEqual({ 'rooms.0.area': 'roomAreaInvalid' });
    expect(schema.parse({ ...valid, rooms: [{ name: 'Den', area: '12,5' }] }).rooms).toEqual([{ name: 'Den', area: 12.5 }]);
  });

  it('limits the notes to 1,000 characters', () => {
    expect(errorsOf({ ...valid, notes: 'x'.repeat(1001) })).toEqual({ notes: 'notesTooLong' });
  });
});

describe('measure status changes', () => {
  it('only go forward: new to scheduled, scheduled again or to done', () => {
    const allowed = MEASURE_STATUSES.flatMap((from) =>
      MEASURE_STATUSES.filter((to) => mayMoveMeasure(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual(['new>scheduled', 'scheduled>scheduled', 'scheduled>done']);
  });
});

describe('visit day and time', () => {
  it('is a time in the shop’s zone, in summer and in winter', () => {
    expect(shopInstant('2026-07-01', '09:30').toISOString()).toBe('2026-07-01T16:30:00.000Z');
    expect(shopInstant('2026-12-01', '09:30').toISOString()).toBe('2026-12-01T17:30:00.000Z');
    expect(shopDayAndTime(new Date('2026-12-01T17:30:00Z'))).toEqual({ date: '2026-12-01', time: '09:30' });
  });

  it('refuses a time or day that does not exist in the schedule form', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(measureScheduleSchema.safeParse({ id, date: '2026-12-01', time: '24:00' }).success).toBe(false);
    expect(measureScheduleSchema.safeParse({ id, date: '2026-13-01', time: '10:00' }).success).toBe(false);
    expect(measureScheduleSchema.parse({ id, date: '2026-12-01', time: '10:00' })).toMatchObject({ note: '' });
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
  });
});
