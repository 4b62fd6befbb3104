/**
 * Renders every catalogue picture (products, categories, subcategories, content) as WebP under
 * public/images/catalog/. Procedural: nothing is downloaded. Skips files that already exist
 * unless --force. Run: npm run images
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_CATEGORIES } from '../src/server/db/seed/data/categories';
import { CATALOG_IMAGE_DIR, categoryImageUrl, contentImageUrl, productImageUrl, subcategoryImageUrl } from '../src/server/db/seed/data/images';
import { CONTENT_IMAGES } from '../src/server/db/seed/data/pages';
import { SEED_PRODUCTS } from '../src/server/db/seed/data/products';
import type { SeedImageSpec } from '../src/server/db/seed/data/types';
import { renderImage } from './images/render';

export async function generateImages({ force = false, log = console.log } = {}): Promise<number> {
  const jobs: { url: string; spec: SeedImageSpec }[] = [];
  for (const c of SEED_CATEGORIES) {
    jobs.push({ url: categoryImageUrl(c.slug), spec: c.image });
    for (const s of c.subCategories) jobs.push({ url: subcategoryImageUrl(c.slug, s.slug), spec: s.image });
  }
  for (const p of SEED_PRODUCTS) p.images.forEach((spec, i) => jobs.push({ url: productImageUrl(p.slug, i), spec }));
  for (const [name, spec] of Object.entries(CONTENT_IMAGES)) jobs.push({ url: contentImageUrl(name), spec });

  mkdirSync(path.join('public', CATALOG_IMAGE_DIR), { recursive: true });
  const todo = jobs.filter((j) => force || !existsSync(path.join('public', j.url)));
  if (!todo.length) return 0;
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++];
      writeFileSync(path.join('public', job.url), await renderImage(job.spec));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(4, os.cpus().length)) }, worker));
  log(`images: ${todo.length} generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return todo.length;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate-images.ts')) {
  generateImages({ force: process.argv.includes('--force') }).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
