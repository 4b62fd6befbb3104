/*
 * Product codes (SKUs) are unique across products and variants (docs/requirements.md, "Products"): compared trimmed
 * and in capitals, so "ab-1" and "AB-1 " are one code. The database holds every code once (`sku_codes`); these rules
 * name the field in the way before a save.
 */

/** A product's or variant's code as compared: trimmed, upper case; '' for none. */
export const skuCode = (sku: string | null | undefined): string => (sku ?? '').trim().toUpperCase();

/** The codes a product form gives, each with its field: the product's own, then each variant's (variable products). */
export function formSkus(input: {
  type: 'simple' | 'variable';
  sku: string;
  variants: readonly { sku: string }[];
}): { field: string; code: string }[] {
  const fields = [{ field: 'sku', code: skuCode(input.sku) }];
  if (input.type === 'variable') input.variants.forEach((v, i) => fields.push({ field: `variants.${i}.sku`, code: skuCode(v.sku) }));
  return fields.filter((f) => f.code);
}

/** The fields of a form whose code repeats an earlier field's (`skuRepeated`). */
export function repeatedSkus(fields: readonly { field: string; code: string }[]): Record<string, string> {
  const seen = new Set<string>();
  const out: Record<string, string> = {};
  for (const f of fields) {
    if (seen.has(f.code)) out[f.field] = 'skuRepeated';
    seen.add(f.code);
  }
  return out;
}
