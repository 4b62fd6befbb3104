/** The compare table's specification rows: every name any product has, in first-seen order. */
export function specificationNames(products: { specifications: { name: string }[] }[]): string[] {
  return [...new Set(products.flatMap((p) => p.specifications.map((s) => s.name)))];
}

/** A product's value for a specification row, or '' when it has none. */
export function specificationValue(product: { specifications: { name: string; value: string }[] }, name: string): string {
  return product.specifications.find((s) => s.name === name)?.value ?? '';
}

type Lang<F extends string> = { lang?: Partial<Record<F, 'en'>> };
type ShownSpec = { name: string; value: string } & Lang<'name' | 'value'>;

/** A row of the compare table: its label in the page's language and each product's value (null: none). */
export interface CompareSpecRow {
  key: string;
  name: string;
  lang?: 'en';
  values: ({ value: string; lang?: 'en' } | null)[];
}

/**
 * The compare table's specification rows when the products come in the page's language (docs/requirements.md,
 * "Content in four languages"): rows are matched by their English name (`english`, as localizeProduct gives it), so
 * one product's translated label and another's English one make one row, labelled by the first product that has it.
 */
export function specificationRows(
  products: { specifications: ShownSpec[]; english?: { specifications: { name: string }[] } }[],
): CompareSpecRow[] {
  const keyOf = (p: (typeof products)[number], i: number) => p.english?.specifications[i]?.name ?? p.specifications[i].name;
  const rows = new Map<string, CompareSpecRow>();
  products.forEach((p, column) =>
    p.specifications.forEach((s, i) => {
      const key = keyOf(p, i);
      const row = rows.get(key) ?? { key, name: s.name, lang: s.lang?.name, values: products.map(() => null) };
      row.values[column] ??= { value: s.value, lang: s.lang?.value };
      rows.set(key, row);
    }),
  );
  return [...rows.values()];
}
