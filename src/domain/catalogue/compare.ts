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
      const row: CompareSpecRow = rows.get(key) ?? {
        key,
        name: s.name,
        ...(s.lang?.name ? { lang: 'en' } : {}),
        values: products.map(() => null),
      };
      row.values[column] ??= s.lang?.value ? { value: s.value, lang: 'en' } : { value: s.value };
      rows.set(key, row);
    }),
  );
  return [...rows.values()];
}
