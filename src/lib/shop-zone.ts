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
