/** Display formatting of money and units (isomorphic). Amounts are display-only: orders are priced on the server. */
export function formatMoney(amount: number, symbol: string): string {
  return `${symbol}${(Number.isFinite(amount) ? amount : 0).toFixed(2)}`;
}

/** "20.5 sq ft", "8 ft", "1 piece" */
export function formatUnit(unitValue: number, unit: string): string {
  const v = Number.isInteger(unitValue) ? String(unitValue) : String(Number(unitValue.toFixed(2)));
  return `${v} ${unit}`;
}
