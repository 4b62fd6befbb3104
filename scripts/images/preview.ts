/**
 * Renders one example of every image kind in every view, as .webp and .png, and prints timings.
 *   npx tsx scripts/images/preview.ts /tmp/img-preview [kind ...]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { SeedImageSpec } from '../../src/server/db/seed/data/types';
import { imageSize, renderImage, renderRaw } from './render';

const EXAMPLES: Omit<SeedImageSpec, 'view'>[] = [
  { kind: 'laminate', base: '#b08452', accent: '#7a5630', seed: 101 },
  { kind: 'wood', base: '#c4a27a', accent: '#8e6d4a', seed: 511 },
  { kind: 'herringbone', base: '#b48b60', accent: '#7b5a38', seed: 516 },
  { kind: 'vinyl', base: '#9c8068', accent: '#6a5441', seed: 401 },
  { kind: 'marble', base: '#ece8e1', accent: '#9c958c', seed: 301 },
  { kind: 'stone', base: '#b9ae9c', accent: '#7d7263', seed: 601 },
  { kind: 'tile-gloss', base: '#f0ede8', accent: '#a29b91', seed: 311 },
  { kind: 'tile-matt', base: '#a9a49c', accent: '#77726b', seed: 312 },
  { kind: 'tile-carving', base: '#d8d1c5', accent: '#a0978a', seed: 314 },
  { kind: 'tile-punch', base: '#c7c2ba', accent: '#8c867d', seed: 315 },
  { kind: 'tile-sugar', base: '#e4ddd2', accent: '#b2a898', seed: 316 },
  { kind: 'trim', base: '#9b7653', accent: '#6b4e33', seed: 201 },
  { kind: 'base-shoe', base: '#f1ede6', accent: '#c9c2b6', seed: 211 },
  { kind: 'underlay', base: '#7d8a96', accent: '#4d5864', seed: 214 },
  { kind: 'tile-accessory', base: '#9aa3a8', accent: '#5f686d', seed: 213 },
];
const VIEWS: SeedImageSpec['view'][] = ['swatch', 'room', 'box'];

async function main() {
  const out = process.argv[2] ?? '/tmp/img-preview';
  const only = process.argv.slice(3);
  mkdirSync(out, { recursive: true });
  sharp.concurrency(1);
  // warm-up (JIT, noise texture, sharp init) so the first timing is representative
  await renderImage({ ...EXAMPLES[0], view: 'swatch' }, 200);
  const rows: string[] = [];
  const totals: Record<string, number[]> = {};
  for (const ex of EXAMPLES) {
    if (only.length && !only.includes(ex.kind)) continue;
    for (const view of VIEWS) {
      const spec: SeedImageSpec = { ...ex, view };
      // best of two runs (the first one of a kind also pays for JIT warm-up)
      let raw = await renderRaw(spec);
      let tRender = Infinity;
      let cRender = Infinity;
      for (let k = 0; k < 2; k++) {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        raw = await renderRaw(spec);
        tRender = Math.min(tRender, performance.now() - t0);
        const c = process.cpuUsage(c0);
        cRender = Math.min(cRender, (c.user + c.system) / 1000);
      }
      const t1 = performance.now();
      const webp = await sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
        .webp({ quality: 80, effort: 3 })
        .toBuffer();
      const tWebp = performance.now() - t1;
      const { width, height } = imageSize(spec);
      if (width !== raw.width || height !== raw.height) throw new Error(`size mismatch for ${ex.kind}/${view}`);
      const name = `${ex.kind}-${view}`;
      writeFileSync(join(out, `${name}.webp`), webp);
      await sharp(webp)
        .png()
        .toFile(join(out, `${name}.png`));
      (totals[view] ??= []).push(tRender + tWebp);
      rows.push(
        `${name.padEnd(26)} ${`${width}x${height}`.padEnd(9)} render ${tRender.toFixed(0).padStart(4)} ms (cpu ${cRender.toFixed(0).padStart(4)})  webp ${tWebp.toFixed(0).padStart(3)} ms  ${(webp.length / 1024).toFixed(0).padStart(4)} KB`,
      );
      console.log(rows[rows.length - 1]);
    }
  }
  for (const [view, ts] of Object.entries(totals)) {
    console.log(
      `${view.padEnd(7)} mean ${(ts.reduce((a, b) => a + b, 0) / ts.length).toFixed(0)} ms, max ${Math.max(...ts).toFixed(0)} ms (render + webp)`,
    );
  }
  // end-to-end check of the public API
  const t0 = performance.now();
  const buf = await renderImage({ ...EXAMPLES[0], view: 'swatch' });
  console.log(`renderImage(laminate swatch) end-to-end ${(performance.now() - t0).toFixed(0)} ms, ${buf.length} bytes`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
