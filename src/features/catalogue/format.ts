/** "20.5 sq ft", "8 ft", "1 piece" */
export function formatUnit(unitValue: number, unit: string): string {
  const v = Number.isInteger(unitValue) ? String(unitValue) : String(Number(unitValue.toFixed(2)));
  return `${v} ${unit}`;
}
