import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC, BENGALI, bidiRuns, loadShaper, needsShaping } from './shaped-text';
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

describe('the shaper, in Bengali', () => {
  it('shapes a conjunct into fewer glyphs than it has code points, with outlines', async () => {
    const shaper = await loadShaper();
    for (const conjunct of ['ক্ষ', 'ন্ত']) {
      const shaped = shaper.shape(conjunct, 10, false);
      expect(shaped.glyphs).toBeLessThan([...conjunct].length);
      expect(shaped.width).toBeGreaterThan(3);
      expect(shaped.path).toMatch(/^M[\d.]+ [\d.]+/);
    }
  });

  it('sets the vowel sign i before its consonant, and draws Latin letters beside Bengali', async () => {
    const shaper = await loadShaper();
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

describe('the shaper, in Arabic', () => {
  it('joins each letter in its form with its dots on it, the first letter at the right', async () => {
    const shaper = await loadShaper();
    // jeem is drawn as hah with a dot below: the initial jeem (rightmost) and the final one both keep their dot
    const george = shaper.shape('جورج', 10, false);
    expect(george.names).toEqual(['dotcenterar', 'uni062D', 'uni0631', 'uni0648.fina', 'dotbelowar', 'uni062D.init']);
    // noon starts the word in its initial form, its dot above it
    expect(shaper.shape('نور', 10, true).names).toEqual(['uni0631', 'uni0648.fina', 'dotabovear', 'uni066E.init']);
    // lam and alef make the compulsory ligature
    expect(shaper.shape('لا', 10, false).names).toEqual(['uni0627.fina.rlig', 'uni0644.init.rlig']);
    expect(george.width).toBeGreaterThan(10);
    expect(george.path).toMatch(/^M[\d.]+ [\d.]+/);
  });

  it('writes numbers left to right, in Arabic-Indic and in Western digits, and a sign beside them in its place', async () => {
    const shaper = await loadShaper();
    expect(shaper.shape('١٢', 10, false).names).toEqual(['uni0661', 'uni0662']);
    expect(shaper.shape('٢٠٢٦', 10, false).names).toEqual(['uni0662', 'uni0660', 'uni0662', 'uni0666']);
    // "5،" (five and an Arabic comma) reads right to left: the comma is drawn at the left of the five
    expect(shaper.shape('5،', 10, false).names).toEqual(['uni060C', 'five']);
    expect(needsShaping('نور حداد')).toBe(true);
    expect(needsShaping('Noor Haddad')).toBe(false);
    expect(ARABIC.test('١٢')).toBe(true);
  });
});

describe('bidiRuns', () => {
  const words = (line: string) => line.split(' ');
  it('orders an Arabic line right to left, keeping Latin words together in their own order', () => {
    // runs in reading order (the first drawn at the right); within a run, words left to right
    expect(bidiRuns(words('شقة 5، 7350 King George Blvd'))).toEqual({
      rtl: true,
      runs: [['شقة'], ['5،'], ['7350'], ['King', 'George', 'Blvd']],
    });
    expect(bidiRuns(words('نور حداد'))).toEqual({ rtl: true, runs: [['نور'], ['حداد']] });
  });

  it('keeps a Latin line left to right, an Arabic name inside it drawn right to left as one run', () => {
    expect(bidiRuns(words('Apt 5 شارع جورج 12'))).toEqual({ rtl: false, runs: [['Apt'], ['5'], ['جورج', 'شارع'], ['12']] });
    // a number after a Latin word reads with it, even before an Arabic word
    expect(bidiRuns(words('Unit 12 شارع'))).toEqual({ rtl: false, runs: [['Unit'], ['12'], ['شارع']] });
    expect(bidiRuns(words('12 34'))).toEqual({ rtl: false, runs: [['12'], ['34']] });
  });

  it('gives a sign between two Arabic words inside a Latin line their direction', () => {
    expect(bidiRuns(words('Oak أبيض · رمادي'))).toEqual({ rtl: false, runs: [['Oak'], ['رمادي', '·', 'أبيض']] });
  });
});
