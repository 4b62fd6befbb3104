/** A number of currency units as the exact 2-decimal string stored in numeric(12,2) columns. */
export function money(value: number): string {
  const cents = Math.round(Number((value * 100).toPrecision(15)));
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
