import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_SETTINGS, type Settings } from '@/domain/settings/settings';
import type { Database } from '../client';
import { SETTINGS_TRANSLATIONS } from './data/content-translations';
import * as t from '../schema';

/** The one settings row, with the defaults and their texts in Bengali, Arabic and French. */
export async function seedSettings(db: Database): Promise<void> {
  // without the accessory rule: seedAccessoryDefaults() writes it once the products exist
  const data: Partial<Settings> = {
    ...DEFAULT_SETTINGS,
    installation: { ratePerSqFtCents: SEED_INSTALLATION_RATE_CENTS },
    translations: SETTINGS_TRANSLATIONS,
  };
  delete data.accessories;
  await db
    .insert(t.settings)
    .values({ id: 1, data: data as Settings })
    .onConflictDoNothing();
}

/** The seeded shop installs its floors at $2.75 per sq ft (docs/requirements.md, "Installation estimate"). */
export const SEED_INSTALLATION_RATE_CENTS = 275;

/**
 * Each floor category's default matching accessories (docs/requirements.md, "Matching accessories"), by slug: underlay,
 * base shoe and transitions for planks, mortar, grout, edge trim and sealant for tiles.
 */
export const SEED_ACCESSORY_DEFAULTS: Record<string, string[]> = {
  laminate: ['3-mm-foam-underlay-with-vapour-barrier-100-sq-ft', 'primed-mdf-base-shoe-8-ft', 'colour-matched-transition-moulding-94-in'],
  'vinyl-plank': [
    '1-mm-ixpe-underlay-for-vinyl-plank-200-sq-ft',
    'waterproof-pvc-base-shoe-8-ft',
    'primed-mdf-base-shoe-8-ft',
    'colour-matched-transition-moulding-94-in',
  ],
  'engineered-wood': [
    'premium-2-mm-acoustic-rubber-underlay-100-sq-ft',
    'solid-white-oak-base-shoe-8-ft',
    'colour-matched-transition-moulding-94-in',
    'solid-white-oak-flush-stair-nose-78-in',
  ],
  tiles: [
    'large-format-tile-mortar-50-lb',
    'premium-sanded-grout-25-lb',
    'aluminium-l-angle-tile-edge-trim-10-mm-8-ft',
    'silicone-kitchen-and-bath-sealant-10-oz',
  ],
};

/**
 * Gives the settings document the floor categories' default accessories once the products exist, when it has no
 * accessory rule yet (a new shop); a saved rule, even an empty one, is never overwritten.
 */
export async function seedAccessoryDefaults(db: Database): Promise<void> {
  const [row] = await db.select().from(t.settings).where(eq(t.settings.id, 1));
  if (!row || (row.data as Record<string, unknown>).accessories !== undefined) return;
  const slugs = [...new Set(Object.values(SEED_ACCESSORY_DEFAULTS).flat())];
  const [cats, prods] = await Promise.all([
    db
      .select({ id: t.categories.id, slug: t.categories.slug })
      .from(t.categories)
      .where(inArray(t.categories.slug, Object.keys(SEED_ACCESSORY_DEFAULTS))),
    db.select({ id: t.products.id, slug: t.products.slug }).from(t.products).where(inArray(t.products.slug, slugs)),
  ]);
  const productId = new Map(prods.map((p) => [p.slug, p.id]));
  const byCategory = cats
    .map((c) => ({
      categoryId: c.id,
      productIds: SEED_ACCESSORY_DEFAULTS[c.slug].map((slug) => productId.get(slug)).filter((id): id is string => !!id),
    }))
    .filter((c) => c.productIds.length);
  await db
    .update(t.settings)
    .set({ data: { ...row.data, accessories: { byCategory } } })
    .where(eq(t.settings.id, 1));
}
