/**
 * Renders every catalogue picture (products, categories, subcategories, content) as WebP under
 * public/images/catalog/. Procedural: nothing is downloaded. Skips files that already exist
 * unless --force. Run: npm run images
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEED_CATEGORIES } from '../src/server/db/seed/data/categories';
import {
  CATALOG_IMAGE_DIR,
  categoryImageUrl,
  contentImageUrl,
  productImageUrl,
  subcategoryImageUrl,
} from '../src/server/db/seed/data/images';
import { CONTENT_IMAGES } from '../src/server/db/seed/data/pages';
import { SEED_PRODUCTS } from '../src/server/db/seed/data/products';
import { BLOG_IMAGES } from '../src/server/db/seed/data/blogs';
import { SEED_TOURS, tourCoverUrl, tourPanoramaUrl } from '../src/server/db/seed/data/tours';
import type { SeedImageSpec } from '../src/server/db/seed/data/types';
import { renderImage } from './images/render';
import { renderPanorama, renderTourCover } from './images/panorama';
import { renderRoomBackground, renderRoomFront } from './images/preview-rooms';
import { ROOM_SCENES, roomFrontUrl, roomImageUrl } from '../src/domain/catalogue/room-preview';

function listJobs(): { url: string; spec: SeedImageSpec }[] {
  const jobs: { url: string; spec: SeedImageSpec }[] = [];
  for (const c of SEED_CATEGORIES) {
    jobs.push({ url: categoryImageUrl(c.slug), spec: c.image });
    for (const s of c.subCategories) jobs.push({ url: subcategoryImageUrl(c.slug, s.slug), spec: s.image });
  }
  for (const p of SEED_PRODUCTS) p.images.forEach((spec, i) => jobs.push({ url: productImageUrl(p.slug, i), spec }));
  for (const [name, spec] of Object.entries(CONTENT_IMAGES)) jobs.push({ url: contentImageUrl(name), spec });
  for (const [name, spec] of Object.entries(BLOG_IMAGES)) jobs.push({ url: contentImageUrl(name), spec });
  return jobs;
}

export async function generateImages({ force = false, log = console.log } = {}): Promise<number> {
  const jobs = listJobs();

  mkdirSync(path.join('public', CATALOG_IMAGE_DIR), { recursive: true });
  const scenes = (await generateTourImages(force)) + (await generateRoomImages(force));
  const todo = jobs.filter((j) => force || !existsSync(path.join('public', j.url)));
  if (!todo.length) return scenes;
  const started = Date.now();
  // Rendering is CPU-bound JavaScript: split the work over one process per core.
  const shards = todo.length < 24 ? 1 : Math.max(1, Math.min(4, os.availableParallelism()));
  const children = Array.from({ length: shards - 1 }, (_, k) => runShard(k + 1, shards, force));
  await Promise.all([renderShard(0, shards, force), ...children]);
  log(`images: ${todo.length} generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return todo.length + scenes;
}

/** 360° panoramas (equirectangular 4096x2048) and cover pictures of the seeded virtual tours. */
async function generateTourImages(force: boolean): Promise<number> {
  let n = 0;
  for (const tour of SEED_TOURS) {
    const pano = path.join('public', tourPanoramaUrl(tour.name));
    const cover = path.join('public', tourCoverUrl(tour.name));
    mkdirSync(path.dirname(pano), { recursive: true });
    if (force || !existsSync(pano)) {
      writeFileSync(pano, await renderPanorama(tour, 4096));
      n++;
    }
    if (force || !existsSync(cover)) {
      writeFileSync(cover, await renderTourCover(tour));
      n++;
    }
  }
  return n;
}

/** The room preview's pictures: each room with a grey floor, and its furniture on a transparent layer. */
async function generateRoomImages(force: boolean): Promise<number> {
  let n = 0;
  for (const scene of ROOM_SCENES) {
    const back = path.join('public', roomImageUrl(scene.id));
    const front = path.join('public', roomFrontUrl(scene.id));
    mkdirSync(path.dirname(back), { recursive: true });
    if (force || !existsSync(back)) {
      writeFileSync(back, await renderRoomBackground(scene));
      n++;
    }
    if (force || !existsSync(front)) {
      writeFileSync(front, await renderRoomFront(scene));
      n++;
    }
  }
  return n;
}

function runShard(shard: number, of: number, force: boolean): Promise<void> {
  const args = ['--conditions=react-server', __filename, '--shard', `${shard}/${of}`, ...(force ? ['--force'] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), ...args], { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`image shard ${shard}/${of} failed (${code})`))));
  });
}

/** Renders every of-th picture of the full list, starting at shard, skipping those that exist. */
async function renderShard(shard: number, of: number, force: boolean) {
  const mine = listJobs().filter((_, i) => i % of === shard);
  for (const job of mine) {
    const file = path.join('public', job.url);
    if (force || !existsSync(file)) writeFileSync(file, await renderImage(job.spec));
  }
}

if (process.argv[1]?.endsWith('generate-images.ts')) {
  const i = process.argv.indexOf('--shard');
  const force = process.argv.includes('--force');
  const [shard, of] = i > 0 ? process.argv[i + 1].split('/').map(Number) : [0, 0];
  (of ? renderShard(shard, of, force) : generateImages({ force }).then(() => undefined)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
