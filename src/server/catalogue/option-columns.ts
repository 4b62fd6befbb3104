/**
 * A product's options (up to three attributes besides colour) and a variant's value of each are kept in numbered
 * columns (`attribute_id`, `attribute2_id`, `attribute3_id`; `attribute_value_id`, `attribute_value2_id`,
 * `attribute_value3_id`), so the database holds every reference: docs/architecture.md, "Variant options". These
 * read and write them as lists in the options' order. An option whose attribute was deleted leaves a gap, skipped with
 * its values.
 */
import { sql, type AnyColumn } from 'drizzle-orm';
import { attributeValues, variants } from '@/server/db/schema';

interface OptionColumns {
  attributeId: string | null;
  attribute2Id: string | null;
  attribute3Id: string | null;
}
interface ValueColumns {
  attributeValueId: string | null;
  attributeValue2Id: string | null;
  attributeValue3Id: string | null;
}

/** The positions (0, 1, 2) of the product's options that name an attribute. */
export const optionSlots = (p: OptionColumns): number[] =>
  [p.attributeId, p.attribute2Id, p.attribute3Id].flatMap((id, k) => (id ? [k] : []));

/** The product's option attributes in order. */
export const optionIdsOf = (p: OptionColumns): string[] =>
  [p.attributeId, p.attribute2Id, p.attribute3Id].filter((id): id is string => !!id);

/** A variant's value of each option the product has (null where it has none), in the options' order. */
export const valueIdsOf = (v: ValueColumns, slots: readonly number[]): (string | null)[] =>
  slots.map((k) => [v.attributeValueId, v.attributeValue2Id, v.attributeValue3Id][k] ?? null);

/** The columns of a product row for its options in order. */
export const optionColumns = (ids: readonly string[]): OptionColumns => ({
  attributeId: ids[0] || null,
  attribute2Id: ids[1] || null,
  attribute3Id: ids[2] || null,
});

/** The columns of a variant row for its values in the options' order. */
export const valueColumns = (ids: readonly string[]): ValueColumns => ({
  attributeValueId: ids[0] || null,
  attributeValue2Id: ids[1] || null,
  attributeValue3Id: ids[2] || null,
});

const valueOf = (column: AnyColumn) =>
  sql`(select ${attributeValues.value} from ${attributeValues} where ${attributeValues.id} = ${column})`;

/** A variant's option values in English as one text ("12 mm / 7 in / Matte"), null for none: for staff lists. */
export const variantValuesText = sql<
  string | null
>`nullif(concat_ws(' / ', ${valueOf(variants.attributeValueId)}, ${valueOf(variants.attributeValue2Id)}, ${valueOf(variants.attributeValue3Id)}), '')`;
