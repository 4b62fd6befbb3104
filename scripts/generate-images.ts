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

/** Every picture file the shop's pages and tours use, under public/. */
function allFiles(): string[] {
  return [
    ...listJobs().map((j) => j.url),
    ...SEED_TOURS.flatMap((t) => [tourPanoramaUrl(t.name), tourCoverUrl(t.name)]),
    ...ROOM_SCENES.flatMap((s) => [roomImageUrl(s.id), roomFrontUrl(s.id)]),
  ].map((url) => path.join('public', url));
}

export async function generateImages({ force = false, log = console.log } = {}): Promise<number> {
  const files = allFiles();
  const missing = () => files.filter((f) => !existsSync(f)).length;
  const todo = force ? files.length : missing();
  if (!todo) return 0;
  mkdirSync(path.join('public', CATALOG_IMAGE_DIR), { recursive: true });
  const started = Date.now();
  log(`pictures: rendering ${todo} of ${files.length} (first start only; on every core)`);
  // Rendering is CPU-bound JavaScript: the tours and rooms in one process, the catalogue's pictures split over one
  // process per core beside it. The count on disk is reported as it grows.
  const shards = todo < 24 ? 1 : Math.max(1, Math.min(4, os.availableParallelism()));
  let reported = 0;
  const progress = setInterval(() => {
    const done = todo - (force ? 0 : missing());
    if (done - reported >= Math.max(10, todo / 10)) log(`pictures: ${(reported = done)} of ${todo}`);
  }, 2000);
  try {
    const children = Array.from({ length: shards - 1 }, (_, k) => runShard(`${k + 1}/${shards}`, force));
    await Promise.all([runShard('scenes', force), renderShard(0, shards, force), ...children]);
  } finally {
    clearInterval(progress);
  }
  log(`pictures: ${todo} rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return todo;
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

/** A share of the pictures (`k/n`, or `scenes`: the tours and rooms) rendered by a process of its own. */
function runShard(which: string, force: boolean): Promise<void> {
  const args = ['--conditions=react-server', __filename, '--shard', which, ...(force ? ['--force'] : [])];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), ...args], { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`picture shard ${which} failed (${code})`))));
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
  const which = i > 0 ? process.argv[i + 1] : '';
  const [shard, of] = which.split('/').map(Number);
  const work =
    which === 'scenes'
      ? Promise.all([generateTourImages(force), generateRoomImages(force)])
      : of
        ? renderShard(shard, of, force)
        : generateImages({ force });
  work
    .then(() => undefined)
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
