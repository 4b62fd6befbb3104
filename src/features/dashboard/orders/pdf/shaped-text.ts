import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { woffToSfnt } from './woff';

/*
 * Bengali and Arabic on the invoice and packing slip (docs/requirements.md, "Content in four languages"): the PDF
 * library's own shaping breaks Bengali conjuncts and vowel signs, and with Noto Sans Arabic it drops letters and loose
 * dots ("جورج" printed as "ورح"). So text in those scripts is shaped by HarfBuzz, Bengali with Noto Sans Bengali and
 * Arabic with Noto Sans Arabic (the static cuts of @fontsource), and drawn as the glyphs' outlines: vector paths the
 * reader cannot select as text. The Latin letters, digits and signs of the same text are drawn from the Latin part of
 * Noto Sans Bengali, so a line is one family.
 *
 * Direction: HarfBuzz orders the glyphs of one run (an Arabic word comes out right to left); the order of the words of
 * a line is worked out by `bidiRuns` below, a word-level reading of the Unicode bidirectional algorithm that is enough
 * for names, addresses and notes.
 */

type HarfBuzz = typeof import('harfbuzzjs');
type HbFont = InstanceType<HarfBuzz['Font']>;

/** A text holding Bengali: a letter, sign or digit of its block. */
export const BENGALI = /[\u0980-\u09ff]/;
/** A text holding Arabic: a letter, sign or digit of its blocks or of its presentation forms. */
export const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
/** Text the shaper draws rather than the PDF library: it holds Bengali or Arabic. */
export const needsShaping = (text: string) => BENGALI.test(text) || ARABIC.test(text);

// the runs of a word drawn from one font, each in one direction: Arabic digits, Arabic, Bengali (with its danda, the
// joiners and the rupee sign), the rest (Latin letters, digits and signs)
const ARABIC_DIGITS = /^[\u0660-\u0669\u06f0-\u06f9]+$/;
const RUNS =
  /([\u0660-\u0669\u06f0-\u06f9]+|[\u0600-\u065f\u066a-\u06ef\u06fa-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff\u200c\u200d]+|[\u0951\u0952\u0964\u0965\u0980-\u09ff\u1cd0-\u1cff\u200c\u200d\u20b9\u25cc\ua8f1]+)/;

/** A text shaped and outlined at a size: in points, the box's width, and the baseline `ascent` below its top. */
export interface ShapedText {
  width: number;
  ascent: number;
  descent: number;
  /** the outlines as an SVG path, y downwards, from the box's top left corner */
  path: string;
  /** how many glyphs were drawn (a conjunct or a ligature is one glyph or a few, whatever its code points) */
  glyphs: number;
  /** the font's names of the glyphs drawn, left to right (what the tests read back) */
  names: string[];
}

export interface TextShaper {
  /** one word (no spaces), its runs in the word's own direction */
  shape(text: string, size: number, bold: boolean): ShapedText;
}

interface Fonts {
  arabic: HbFont;
  bengali: HbFont;
  latin: HbFont;
}

const fontFile = (family: 'arabic' | 'bengali', subset: string, weight: number) =>
  path.join(
    process.cwd(),
    'node_modules',
    '@fontsource',
    `noto-sans-${family}`,
    'files',
    `noto-sans-${family}-${subset}-${weight}-normal.woff`,
  );

const n = (v: number) => String(Math.round(v * 100) / 100);

function makeShaper(hb: HarfBuzz, weights: Fonts[]): TextShaper {
  return {
    shape(text, size, bold) {
      const fonts = weights[bold ? 1 : 0];
      // one box for every word whatever its script, so the words of a line share a baseline: an em above it (the
      // Bengali and Latin ascenders, Arabic letters with a mark) and half an em below (Arabic tails)
      const ascent = size;
      const descent = size / 2;
      const runs = text.split(RUNS).filter(Boolean);
      // a word holding Arabic letters reads right to left: its runs (Arabic letters, digits, Latin) are drawn so
      if (ARABIC.test(text) && !runs.every((r) => ARABIC_DIGITS.test(r))) runs.reverse();
      const parts: string[] = [];
      const names: string[] = [];
      let x = 0; // the pen, in points
      for (const run of runs) {
        const font = ARABIC.test(run) ? fonts.arabic : BENGALI.test(run) ? fonts.bengali : fonts.latin;
        const unit = size / font.face.upem;
        const buffer = new hb.Buffer();
        buffer.addText(run);
        buffer.guessSegmentProperties();
        if (ARABIC_DIGITS.test(run)) buffer.setDirection(hb.Direction.LTR); // numbers read left to right in Arabic too
        hb.shape(font, buffer);
        for (const g of buffer.getGlyphInfosAndPositions()) {
          const x0 = x + (g.xOffset ?? 0) * unit;
          const y0 = ascent - (g.yOffset ?? 0) * unit;
          for (const c of font.glyphToJson(g.codepoint)) {
            const points: string[] = [];
            for (let i = 0; i + 1 < c.values.length; i += 2) points.push(`${n(x0 + c.values[i] * unit)} ${n(y0 - c.values[i + 1] * unit)}`);
            parts.push(c.type + points.join(' '));
          }
          x += (g.xAdvance ?? 0) * unit;
          names.push(font.glyphName(g.codepoint));
        }
      }
      return { width: x, ascent, descent, path: parts.join(''), glyphs: names.length, names };
    },
  };
}

type Direction = 'rtl' | 'ltr';
const strong = (word: string): Direction | null => (ARABIC.test(word) && /\p{L}/u.test(word) ? 'rtl' : /\p{L}/u.test(word) ? 'ltr' : null);

/**
 * The words of one line grouped for drawing: the line's direction (that of its first word with letters, else left to
 * right), and its runs in reading order, each run's words in the order they are drawn left to right. A run against the
 * line's direction (Latin words inside an Arabic address, an Arabic name inside a French one) keeps its words together
 * in its own order; a number or sign takes the direction of the words on both sides when they agree, and a number
 * right after a Latin word reads with it, as the bidirectional algorithm puts them.
 */
export function bidiRuns(words: readonly string[]): { rtl: boolean; runs: string[][] } {
  const dirs = words.map(strong);
  const line: Direction = dirs.find((d) => d !== null) ?? 'ltr';
  const resolved = dirs.map((d, i): Direction => {
    if (d) return d;
    const before = dirs.slice(0, i).findLast((v) => v !== null) ?? line;
    const after = dirs.slice(i + 1).find((v) => v !== null) ?? line;
    if (before === 'ltr' && /\d/.test(words[i])) return 'ltr';
    return before === after ? before : line;
  });
  const runs: { dir: Direction; words: string[] }[] = [];
  resolved.forEach((dir, i) => {
    const last = runs.at(-1);
    if (dir !== line && last?.dir === dir) last.words.push(words[i]);
    else runs.push({ dir, words: [words[i]] });
  });
  return { rtl: line === 'rtl', runs: runs.map((r) => (r.dir === 'rtl' ? r.words.toReversed() : r.words)) };
}

let loading: Promise<TextShaper> | null = null;

/**
 * The shaper, once HarfBuzz (WebAssembly, loaded from its package folder) and the regular and bold fonts are read;
 * loaded again on the next call when loading failed.
 */
export function loadShaper(): Promise<TextShaper> {
  loading ??= (async () => {
    const hb = await import('harfbuzzjs');
    const font = async (family: 'arabic' | 'bengali', subset: string, weight: number) =>
      new hb.Font(new hb.Face(new hb.Blob(woffToSfnt(await readFile(fontFile(family, subset, weight))))));
    const weights = await Promise.all(
      [400, 700].map(async (weight) => ({
        arabic: await font('arabic', 'arabic', weight),
        bengali: await font('bengali', 'bengali', weight),
        latin: await font('bengali', 'latin', weight),
      })),
    );
    return makeShaper(hb, weights);
  })().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
