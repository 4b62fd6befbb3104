/** The shop's time zone (Surrey, BC): order dates, dashboard days and the daily jobs are days here (docs/requirements.md, "Order dates"). */
export const SHOP_ZONE = 'America/Vancouver';

function partsIn(now: Date, timeZone: string): Record<string, string> {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
}

/** The day (yyyy-mm-dd) an instant falls on in the shop's zone (or another). */
export function shopDay(now: Date, timeZone = SHOP_ZONE): string {
  const p = partsIn(now, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The hour (0-23) an instant falls on in the shop's zone. */
export function shopHour(now: Date, timeZone = SHOP_ZONE): number {
  return Number(partsIn(now, timeZone).hour);
}

/** The zone's offset from UTC at an instant, in minutes (−420 in Vancouver's summer, −480 in its winter). */
export function zoneOffsetMinutes(at: Date, timeZone = SHOP_ZONE): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  const local = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((local - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a shop day (yyyy-mm-dd) begins: midnight in the shop's zone (never inside a DST change, made at 2 a.m.). */
export function shopDayStart(day: string, timeZone = SHOP_ZONE): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  let at = midnightUtc;
  for (let i = 0; i < 2; i++) at = midnightUtc - zoneOffsetMinutes(new Date(at), timeZone) * 60_000;
  return new Date(at);
}
