/*
 * How an order line names the dye lots its boxes came from (docs/requirements.md, "Locations and lots"): pure, for
 * the order pages, the e-mails and the packing slip.
 */

export interface LotOfLine {
  code: string | null;
  shade: string;
  caliber: string;
}

/** The distinct lots of a line, by code (boxes without a recorded lot are one "lot" of their own). */
export function distinctLots<L extends LotOfLine>(lots: readonly L[]): L[] {
  const seen = new Map<string, L>();
  for (const l of lots) if (!seen.has(l.code ?? '')) seen.set(l.code ?? '', l);
  return [...seen.values()];
}

/** Boxes from more than one lot: the order says so, since they may differ in shade. */
export const mixedLots = (lots: readonly LotOfLine[]) => distinctLots(lots).length > 1;

/**
 * A lot as printed on the box: "A24 · shade 3 · caliber 9.8"; the shade and caliber words are the page's, and each
 * printed value goes through `isolate` (a right-to-left page isolates them: src/lib/bidi-text.ts).
 */
export function lotText(
  lot: LotOfLine,
  words: { shade: string; caliber: string },
  isolate: (value: string) => string = (value) => value,
): string | null {
  if (!lot.code) return null;
  return [isolate(lot.code), lot.shade && `${words.shade} ${isolate(lot.shade)}`, lot.caliber && `${words.caliber} ${isolate(lot.caliber)}`]
    .filter(Boolean)
    .join(' · ');
}
