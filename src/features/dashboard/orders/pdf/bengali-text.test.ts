import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENGALI, loadBengaliShaper } from './bengali-text';
import { woffToSfnt } from './woff';

const woff = (subset: string) =>
  readFileSync(path.join('node_modules', '@fontsource', 'noto-sans-bengali', 'files', `noto-sans-bengali-${subset}-400-normal.woff`));

describe('woffToSfnt', () => {
  it('unwraps a WOFF file into the TrueType file it holds, every table inflated and 4-byte aligned', () => {
    const file = woff('bengali');
    const sfnt = woffToSfnt(file);
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
    const count = sfnt.readUInt16BE(4);
    expect(count).toBe(file.readUInt16BE(12));
    expect(sfnt.readUInt16BE(6)).toBe(16 * 2 ** Math.floor(Math.log2(count)));
    expect(sfnt.length).toBe(file.readUInt32BE(16)); // the totalSfntSize the WOFF header announces
    const tags: string[] = [];
    for (let i = 0; i < count; i++) {
      const at = 12 + 16 * i;
      const offset = sfnt.readUInt32BE(at + 8);
      const length = sfnt.readUInt32BE(at + 12);
      tags.push(sfnt.toString('latin1', at, at + 4));
      expect(offset % 4).toBe(0);
      expect(offset + length).toBeLessThanOrEqual(sfnt.length);
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'GSUB', 'head', 'hmtx']));
    // the head table's magic number sits 12 bytes in
    const head = tags.indexOf('head');
    expect(sfnt.readUInt32BE(sfnt.readUInt32BE(12 + 16 * head + 8) + 12)).toBe(0x5f0f3cf5);
  });

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 and more bytes than the forty-four of a header'))).toThrow(/WOFF/);
  });
});

describe('the Bengali shaper', () => {
  it('shapes a conjunct into fewer glyphs than it has code points, with outlines', async () => {
    const shaper = await loadBengaliShaper();
    for (const conjunct of ['ক্ষ', 'ন্ত']) {
      const shaped = shaper.shape(conjunct, 10, false);
      expect(shaped.glyphs).toBeLessThan([...conjunct].length);
      expect(shaped.width).toBeGreaterThan(3);
      expect(shaped.path).toMatch(/^M[\d.]+ [\d.]+/);
    }
  });

  it('sets the vowel sign i before its consonant, and draws Latin letters beside Bengali', async () => {
    const shaper = await loadBengaliShaper();
    const ki = shaper.shape('কি', 10, false);
    expect(ki.glyphs).toBe(2);
    // the i sign's outline is drawn first, at the left of the box
    expect(Number(/^M([\d.]+)/.exec(ki.path)![1])).toBeLessThan(2);
    const mixed = shaper.shape('ওক-12mm', 10, false);
    expect(mixed.glyphs).toBe(7);
    expect(mixed.width).toBeGreaterThan(shaper.shape('ওক', 10, false).width);
    expect(shaper.shape('ওক', 20, true).width).toBeGreaterThan(2 * shaper.shape('ওক', 10, false).width);
    expect(BENGALI.test('ওক')).toBe(true);
    expect(BENGALI.test('Oak 12mm')).toBe(false);
  });
});
