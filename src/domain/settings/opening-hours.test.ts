import { describe, expect, it } from 'vitest';
import { hoursLines, hoursRuns, openHoursSummary, openingHoursSchema, weekdayName, weekHoursSchema, weekOpen } from './opening-hours';

const week = weekOpen(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], '09:00', '17:30');

describe('opening hours', () => {
  it('accepts a week of open and closed days', () => {
    expect(weekHoursSchema.safeParse(week).success).toBe(true);
  });

  it('refuses a bad time, a closing before the opening and a missing day', () => {
    const bad = (patch: object) => weekHoursSchema.safeParse({ ...week, ...patch });
    expect(bad({ Mo: { closed: false, opens: '9:00', closes: '17:00' } }).error?.issues[0]).toMatchObject({
      path: ['Mo', 'opens'],
      message: 'invalidTime',
    });
    expect(bad({ Tu: { closed: false, opens: '24:00', closes: '17:00' } }).success).toBe(false);
    expect(bad({ We: { closed: false, opens: '18:00', closes: '17:00' } }).error?.issues[0]).toMatchObject({
      path: ['We', 'closes'],
      message: 'closesBeforeOpens',
    });
    // a closed day's times are kept but not compared
    expect(bad({ Su: { closed: true, opens: '18:00', closes: '17:00' } }).success).toBe(true);
    const noSaturday: Partial<typeof week> = { ...week };
    delete noSaturday.Sa;
    expect(weekHoursSchema.safeParse(noSaturday).success).toBe(false);
  });

  it('reads the older one-time-for-these-days form as a week', () => {
    const parsed = openingHoursSchema.parse({ days: ['Mo', 'Sa'], opens: '10:00', closes: '16:00' });
    expect(parsed.Mo).toEqual({ closed: false, opens: '10:00', closes: '16:00' });
    expect(parsed.Tu.closed).toBe(true);
    expect(parsed.Sa.closed).toBe(false);
  });

  it('groups consecutive days with the same hours', () => {
    const h = { ...week, Sa: { closed: false, opens: '10:00', closes: '16:00' } };
    expect(hoursRuns(h)).toEqual([
      { from: 'Mo', to: 'Fr', hours: { opens: '09:00', closes: '17:30' } },
      { from: 'Sa', to: 'Sa', hours: { opens: '10:00', closes: '16:00' } },
      { from: 'Su', to: 'Su', hours: null },
    ]);
  });
});

describe('hours lines', () => {
  it('names the days in the language and says closed', () => {
    const lines = hoursLines(week, 'en', { range: (a, b) => `${a} to ${b}`, closed: 'Closed' });
    expect(lines).toEqual([
      { days: 'Monday to Saturday', hours: '09:00–17:30', closed: false },
      { days: 'Sunday', hours: 'Closed', closed: true },
    ]);
    expect(weekdayName('Mo', 'fr')).toBe('lundi');
  });
});

describe('the header summary', () => {
  it('names only the open days, short, with their hours', () => {
    const week = weekOpen(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'], '09:00', '17:30');
    expect(openHoursSummary(week, 'en')).toBe('Mon–Sat 09:00–17:30');
    const late = { ...week, Th: { closed: false, opens: '09:00', closes: '20:00' } };
    expect(openHoursSummary(late, 'en')).toBe('Mon–Wed 09:00–17:30 · Thu 09:00–20:00 · Fri–Sat 09:00–17:30');
    expect(openHoursSummary(weekOpen([], '09:00', '17:00'), 'en')).toBe('');
    expect(openHoursSummary(week, 'fr')).toBe('lun.–sam. 09:00–17:30');
  });
});
