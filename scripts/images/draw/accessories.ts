/** Tile-accessory pictures (trowel, spacers, wedges, levelling clips): SVG rasterised by sharp over a light backdrop. */
import type { SeedImageSpec } from '../../../src/server/db/seed/data/types';
import { hex2, mix3, rgb } from './colour';
import { type Img, newImg } from './image-buffer';
import * as maths from './maths';

// bound once: see "Speed" in render.ts
const { noise, rng, seedInt } = maths;

/**
 * A cheap soft shadow without SVG filters (librsvg blurs are slow): the shape drawn a few times,
 * shrunk/grown with translucent round-joined strokes so the edge falls off gradually.
 */
function softShadow(shapes: string, opacity: number, radius: number): string {
  const steps = 5;
  let out = '';
  for (let k = 0; k < steps; k++) {
    const w = (radius * 2 * (steps - k)) / steps;
    out += `<g fill="#000" fill-opacity="${(opacity / steps).toFixed(3)}" stroke="#000" stroke-opacity="${(opacity / steps).toFixed(3)}" stroke-width="${w.toFixed(1)}" stroke-linejoin="round">${shapes}</g>`;
  }
  return `<g>${out}<g fill="#000" fill-opacity="${(opacity * 0.35).toFixed(3)}">${shapes}</g></g>`;
}

export function accessorySvg(
  spec: SeedImageSpec,
  w: number,
  h: number,
  opts: { squash?: number; scale?: number; cx?: number; cy?: number; vbW?: number; vbH?: number } = {},
): string {
  const r = rng(spec.seed);
  const base = rgb(spec.base);
  const acc = rgb(spec.accent);
  // plastic spacers read better a little more saturated/brighter than the catalogue swatch
  const sp = hex2(mix3(base, [255, 255, 255], 0.08));
  const spD = hex2(mix3(base, [0, 0, 0], 0.35));
  const spL = hex2(mix3(base, [255, 255, 255], 0.45));
  const hd = hex2(acc);
  const hdD = hex2(mix3(acc, [0, 0, 0], 0.45));
  const hdL = hex2(mix3(acc, [255, 255, 255], 0.35));
  const wedge = hex2(mix3(acc, base, 0.35));
  const wedgeD = hex2(mix3(acc, [0, 0, 0], 0.3));
  const scale = opts.scale ?? 1;
  const squash = opts.squash ?? 1;
  const cx = opts.cx ?? 400;
  const cy = opts.cy ?? 400;
  const tAng = -16 - r() * 10;
  // notched trowel blade outline (local coords, centred)
  const bw = 500;
  const bh = 210;
  const notch = 15;
  let blade = `M ${-bw / 2} ${-bh / 2} L ${bw / 2} ${-bh / 2} `;
  // right edge notched
  for (let yy = -bh / 2; yy < bh / 2 - 1; yy += notch * 2) {
    blade += `L ${bw / 2} ${yy + notch} L ${bw / 2 - notch} ${yy + notch} L ${bw / 2 - notch} ${Math.min(bh / 2, yy + notch * 2)} L ${bw / 2} ${Math.min(bh / 2, yy + notch * 2)} `;
  }
  // bottom edge notched (right to left)
  for (let xx = bw / 2; xx > -bw / 2 + 1; xx -= notch * 2) {
    blade += `L ${xx - notch} ${bh / 2} L ${xx - notch} ${bh / 2 - notch} L ${Math.max(-bw / 2, xx - notch * 2)} ${bh / 2 - notch} L ${Math.max(-bw / 2, xx - notch * 2)} ${bh / 2} `;
  }
  blade += `L ${-bw / 2} ${bh / 2} Z`;
  const cross = (s: number) => {
    const a = 26 * s;
    const t = 5.5 * s;
    return `M ${-t} ${-a} H ${t} V ${-t} H ${a} V ${t} H ${t} V ${a} H ${-t} V ${t} H ${-a} V ${-t} H ${-t} Z`;
  };
  // scatter spacers & wedges in the free areas around the trowel
  // spacers in a loose pile bottom-left and a few strays, wedges and levelling clips on the right
  const items: [number, number, number][] = []; // x, y, type (0 spacer, 1 wedge, 2 clip)
  for (let k = 0; k < 11; k++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * 95;
    items.push([175 + Math.cos(a) * d * 1.3, 640 + Math.sin(a) * d * 0.8, 0]);
  }
  items.push([120 + r() * 40, 140 + r() * 40, 0], [265 + r() * 30, 95 + r() * 30, 0], [700 + r() * 30, 700 + r() * 30, 0]);
  items.push([620 + r() * 20, 615 + r() * 20, 1], [705 + r() * 20, 560 + r() * 20, 1], [540 + r() * 20, 715 + r() * 20, 1]);
  items.push([640 + r() * 20, 120 + r() * 20, 2], [725 + r() * 20, 195 + r() * 20, 2]);
  let spacers = '';
  let spShadow = '';
  for (const [sx, sy, type] of items) {
    const rot = r() * 180;
    if (type === 1) {
      // levelling wedge with grip ridges
      const wp = `M -46 15 L 46 15 L 46 5 L -46 -11 Z`;
      spShadow += `<path d="${wp}" transform="translate(${sx + 6} ${sy + 8}) rotate(${rot})"/>`;
      spacers += `<path d="${wp}" transform="translate(${sx + 1.5} ${sy + 2.5}) rotate(${rot})" fill="${wedgeD}"/><g transform="translate(${sx} ${sy}) rotate(${rot})"><path d="${wp}" fill="url(#wedge)" stroke="${wedgeD}" stroke-width="1.2"/>`;
      for (let k = -32; k < 42; k += 9)
        spacers += `<line x1="${k}" y1="13" x2="${k}" y2="${(k / 46) * 8 - 1}" stroke="${wedgeD}" stroke-opacity="0.5" stroke-width="2.2"/>`;
      spacers += `</g>`;
    } else if (type === 2) {
      // levelling clip: translucent base plate with the breakaway strap
      spShadow += `<rect x="-30" y="-24" width="60" height="48" rx="6" transform="translate(${sx + 6} ${sy + 8}) rotate(${rot})"/>`;
      spacers += `<g transform="translate(${sx} ${sy}) rotate(${rot})"><rect x="-30" y="-24" width="60" height="48" rx="6" fill="${wedge}" fill-opacity="0.75" stroke="${wedgeD}" stroke-width="1.2"/><rect x="-6" y="-24" width="12" height="48" fill="${hex2(mix3(rgb(wedge), [255, 255, 255], 0.35))}" stroke="${wedgeD}" stroke-width="1"/><rect x="-3" y="-14" width="6" height="14" fill="${wedgeD}" fill-opacity="0.6"/></g>`;
    } else {
      const sz = 0.95 + r() * 0.25;
      spShadow += `<path d="${cross(sz)}" transform="translate(${sx + 5} ${sy + 7}) rotate(${rot})"/>`;
      spacers += `<path d="${cross(sz)}" transform="translate(${sx + 1.5} ${sy + 2.5}) rotate(${rot})" fill="${spD}"/><g transform="translate(${sx} ${sy}) rotate(${rot})"><path d="${cross(sz)}" fill="url(#plastic)" stroke="${spD}" stroke-width="1.3"/><path d="${cross(sz * 0.55)}" fill="none" stroke="${spL}" stroke-opacity="0.55" stroke-width="1.5"/></g>`;
    }
  }
  const handle = `<rect x="-150" y="-34" width="300" height="68" rx="34"/>`;
  let brushed = '';
  for (let k = 0; k < 60; k++) {
    const yy = -bh / 2 + r() * bh;
    brushed += `<line x1="${-bw / 2}" y1="${yy.toFixed(1)}" x2="${bw / 2}" y2="${(yy + (r() - 0.5) * 3).toFixed(1)}" stroke="${r() < 0.5 ? '#ffffff' : '#5d666d'}" stroke-opacity="${(0.06 + r() * 0.12).toFixed(2)}" stroke-width="${(0.6 + r()).toFixed(1)}"/>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${opts.vbW ?? 800} ${opts.vbH ?? 800}">
<defs>
  <linearGradient id="steel" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#eef1f3"/><stop offset="0.35" stop-color="#b9c0c5"/>
    <stop offset="0.55" stop-color="#e3e7ea"/><stop offset="0.8" stop-color="#a4abb1"/><stop offset="1" stop-color="#cdd3d7"/>
  </linearGradient>
  <linearGradient id="hdl" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hdL}"/><stop offset="0.3" stop-color="${hd}"/><stop offset="1" stop-color="${hdD}"/>
  </linearGradient>
  <linearGradient id="plastic" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${spL}"/><stop offset="0.4" stop-color="${sp}"/><stop offset="1" stop-color="${spD}"/>
  </linearGradient>
  <linearGradient id="wedge" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hex2(mix3(rgb(wedge), [255, 255, 255], 0.3))}"/><stop offset="1" stop-color="${wedge}"/>
  </linearGradient>
</defs>
<g transform="translate(${cx} ${cy}) scale(${scale} ${scale * squash}) translate(-400 -400)">
  ${softShadow(spShadow, 0.22, 5)}
  <g transform="translate(455 390) rotate(${tAng})">
    <g transform="translate(5 8)">${softShadow(`<path d="${blade}"/>`, 0.22, 9)}</g>
    <g transform="translate(44 56)">${softShadow(handle, 0.22, 14)}</g>
    <path d="${blade}" transform="translate(0.8 1.6)" fill="#6f777d"/>
    <path d="${blade}" fill="url(#steel)" stroke="#7c858c" stroke-width="1.6"/>
    <clipPath id="bl"><path d="${blade}"/></clipPath>
    <g clip-path="url(#bl)">${brushed}</g>
    <path d="M ${-bw / 2 + 6} ${-bh / 2 + 4} L ${bw / 2 - 6} ${-bh / 2 + 4}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/>
    <rect x="-120" y="-9" width="240" height="18" rx="6" fill="#8d959b" stroke="#6b7379"/>
    <rect x="-135" y="-16" width="28" height="32" rx="4" fill="#7b838a"/>
    <rect x="107" y="-16" width="28" height="32" rx="4" fill="#7b838a"/>
    <g transform="translate(0 -8)">
      <g fill="url(#hdl)" stroke="${hdD}" stroke-width="1.5">${handle}</g>
      <rect x="-136" y="-24" width="272" height="14" rx="7" fill="#ffffff" fill-opacity="0.35"/>
      <rect x="-120" y="-21" width="240" height="5" rx="2.5" fill="#ffffff" fill-opacity="0.35"/>
    </g>
  </g>
  <g>${spacers}</g>
</g>
</svg>`;
}

export function lightBackdrop(w: number, h: number, seed: number): Img {
  const img = newImg(w, h);
  const S = seedInt(seed);
  const d = img.d;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = (x / w) * 0.4 + (y / h) * 0.6;
      const dx = x / w - 0.45;
      const dy = y / h - 0.45;
      const vig = 1 - 0.1 * (dx * dx + dy * dy) * 2;
      const n = (noise(x * 0.02, y * 0.02, S) - 0.5) * 2;
      const v = (245 - 16 * u) * vig + n;
      const i = (y * w + x) * 3;
      d[i] = v;
      d[i + 1] = v - 0.8;
      d[i + 2] = v - 2.5;
    }
  }
  return img;
}
