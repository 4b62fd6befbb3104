import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import * as t from '../schema';

/** Benchmark catalogue: copies of the seeded products until the catalogue holds `total` products. */
export async function seedLargeCatalog(db: Database, total: number, log: (line: string) => void = () => {}): Promise<number> {
  const base = await db.select().from(t.products).where(eq(t.products.type, 'simple'));
  const baseIds = base.map((b) => b.id);
  if (!base.length) throw new Error('seed the base catalogue first');
  const images = await db.select().from(t.productImages).where(inArray(t.productImages.productId, baseIds));
  const imagesOf = new Map<string, typeof images>();
  for (const img of images) imagesOf.set(img.productId, [...(imagesOf.get(img.productId) ?? []), img]);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(t.products);
  const adjectives = [
    'Coastal',
    'Rustic',
    'Urban',
    'Heritage',
    'Alpine',
    'Harbour',
    'Prairie',
    'Summit',
    'Cedar',
    'Maple',
    'Granite',
    'Misty',
  ];
  const started = Date.now();
  const batch = 1000;
  for (let done = n; done < total;) {
    const size = Math.min(batch, total - done);
    const rows = Array.from({ length: size }, (_, k) => {
      const i = done + k;
      const src = base[i % base.length];
      const adj = adjectives[Math.floor(i / base.length) % adjectives.length];
      return {
        ...src,
        id: undefined,
        name: `${adj} ${src.name} #${i}`,
        slug: `${src.slug}-bulk-${i}`,
        sku: `${src.sku ?? 'SKU'}-B${i}`,
        quantity: i % 17 === 0 ? 0 : src.quantity,
        sold: (i * 7919) % 1000,
        createdAt: new Date(Date.now() - (i % 720) * 3_600_000),
        updatedAt: new Date(),
      };
    });
    await db.transaction(async (tx) => {
      const ins = await tx
        .insert(t.products)
        .values(rows)
        .onConflictDoNothing({ target: t.products.slug })
        .returning({ id: t.products.id, slug: t.products.slug });
      const imgRows = ins.flatMap((r) => {
        const srcSlug = r.slug.replace(/-bulk-\d+$/, '');
        const src = base.find((b) => b.slug === srcSlug)!;
        return (imagesOf.get(src.id) ?? []).map((im) => ({ productId: r.id, url: im.url, alt: im.alt, position: im.position }));
      });
      if (imgRows.length) await tx.insert(t.productImages).values(imgRows);
    });
    done += size;
    if (done % 10_000 === 0 || done === total) log(`seed: ${done} products (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  await db.execute(sql`ANALYZE`);
  const [{ m }] = await db.select({ m: sql<number>`count(*)::int` }).from(t.products);
  return m;
}
