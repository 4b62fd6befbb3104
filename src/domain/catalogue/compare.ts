/** The compare table's specification rows: every name any product has, in first-seen order. */
export function specificationNames(products: { specifications: { name: string }[] }[]): string[] {
  return [...new Set(products.flatMap((p) => p.specifications.map((s) => s.name)))];
}

/** A product's value for a specification row, or '' when it has none. */
export function specificationValue(product: { specifications: { name: string; value: string }[] }, name: string): string {
  return product.specifications.find((s) => s.name === name)?.value ?? '';
}
