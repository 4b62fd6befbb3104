import type { ContentTranslations } from '@/domain/content/translations';

/**
 * Choosing a variant option by option (docs/requirements.md, "Variants"). A variable product varies by colour and by
 * up to three options besides (thickness, plank width, finish); each variant is one combination. A choice is read as
 * a list of dimensions: the colour first, then each option in the product's order (null where a variant has none).
 */

/** At most this many options besides colour. */
export const MAX_OPTIONS = 3;

/** What the walk needs of a variant: its colour, its value of each option, and how many may be bought. */
export interface OptionedVariant {
  color: { _id: string } | null;
  values: readonly ({ _id: string } | null)[];
  stock: number;
}

/** One id (or null) per dimension: colour, then option 1, 2, 3. */
export type Choice = readonly (string | null)[];

/** The variant's place along every dimension (`dimensions` long: colour plus the product's options). */
export function choiceOf(v: OptionedVariant, dimensions: number): (string | null)[] {
  return Array.from({ length: dimensions }, (_, d) => (d === 0 ? (v.color?._id ?? null) : (v.values[d - 1]?._id ?? null)));
}

const agrees = (a: Choice, b: Choice, upTo: number) => {
  for (let d = 0; d < upTo; d++) if ((a[d] ?? null) !== (b[d] ?? null)) return false;
  return true;
};

/** The variant at exactly this choice, if the product has that combination. */
export function variantAt<V extends OptionedVariant>(variants: readonly V[], choice: Choice, dimensions: number): V | undefined {
  return variants.find((v) => agrees(choiceOf(v, dimensions), choice, dimensions));
}

/**
 * The values dimension `d` offers under the choices made before it (colour and the earlier options), in the variants'
 * order: only combinations that exist are offered; `inStock` says whether any of them can be bought.
 */
export function offeredValues<V extends OptionedVariant>(
  variants: readonly V[],
  choice: Choice,
  d: number,
  dimensions: number,
): { id: string; inStock: boolean }[] {
  const out = new Map<string, boolean>();
  for (const v of variants) {
    const at = choiceOf(v, dimensions);
    const id = at[d];
    if (id == null || !agrees(at, choice, d)) continue;
    out.set(id, (out.get(id) ?? false) || v.stock > 0);
  }
  return [...out].map(([id, inStock]) => ({ id, inStock }));
}

/**
 * The choice after picking `id` along dimension `d`: the earlier dimensions stay; the later ones stay too when that
 * combination exists, else they move to the variant that keeps most of them (one in stock first, then the first).
 */
export function choose<V extends OptionedVariant>(
  variants: readonly V[],
  choice: Choice,
  d: number,
  id: string,
  dimensions: number,
): (string | null)[] {
  const wanted = Array.from({ length: dimensions }, (_, i) => (i === d ? id : (choice[i] ?? null)));
  const candidates = variants.map((v) => choiceOf(v, dimensions)).filter((at) => agrees(at, wanted, d + 1));
  const stockOf = (at: Choice) => variantAt(variants, at, dimensions)!.stock > 0;
  let best: (string | null)[] | undefined;
  let bestScore = -1;
  for (const at of candidates) {
    let kept = 0;
    while (d + 1 + kept < dimensions && at[d + 1 + kept] === wanted[d + 1 + kept]) kept++;
    const score = kept * 2 + (stockOf(at) ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [at, score];
  }
  return best ?? wanted;
}

/** The names of a variant's option values, as a line or an order names them ("12 mm / 7 in / Matte"). */
export function joinValues(values: readonly (string | null | undefined)[]): string | null {
  const names = values.map((v) => v?.trim()).filter((v): v is string => !!v);
  return names.length ? names.join(' / ') : null;
}

/**
 * A variant's option values as one term: the English names joined, and in each language the values joined with that
 * language's text where there is one (English where not); languages none of the values translate are left out.
 */
export function joinedValueTerms(values: readonly ({ value: string | null; translations?: ContentTranslations | null } | null)[]): {
  value: string | null;
  translations: ContentTranslations<'value'>;
} {
  const present = values.filter((v): v is { value: string; translations?: ContentTranslations | null } => !!v?.value);
  const translations: ContentTranslations<'value'> = {};
  const locales = new Set(present.flatMap((v) => Object.keys(v.translations ?? {})));
  for (const locale of locales) {
    const own = present.map((v) =>
      (v.translations as Record<string, { value?: string } | undefined> | null | undefined)?.[locale]?.value?.trim(),
    );
    if (!own.some(Boolean)) continue;
    (translations as Record<string, { value: string }>)[locale] = { value: joinValues(present.map((v, i) => own[i] || v.value))! };
  }
  return { value: joinValues(present.map((v) => v.value)), translations };
}
