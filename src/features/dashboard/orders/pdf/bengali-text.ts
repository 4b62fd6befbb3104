import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { woffToSfnt } from './woff';

/*
 * Bengali on the invoice and packing slip (docs/requirements.md, "Content in four languages"): the PDF library's own
 * shaping breaks Bengali conjuncts and vowel signs, so Bengali text is shaped by HarfBuzz with Noto Sans Bengali (the
 * static cut of @fontsource) and drawn as the glyphs' outlines, vector paths the reader cannot select as text. The
 * Latin letters, digits and signs of the same text are drawn from the Latin part of that family, so the line is one
 * typeface.
 */

type HarfBuzz = typeof import('harfbuzzjs');
type HbFont = InstanceType<HarfBuzz['Font']>;

/** A text holding Bengali: a letter, sign or digit of its block. */
export const BENGALI = /[\u0980-\u09ff]/;
// the runs drawn from the Bengali font: its letters and signs, the joiners between them, the danda, the rupee sign
const BENGALI_RUNS = /([\u0951\u0952\u0964\u0965\u0980-\u09ff\u1cd0-\u1cff\u200c\u200d\u20b9\u25cc\ua8f1]+)/;

/** A text shaped and outlined at a size: in points, the box's width, and the baseline `ascent` below its top. */
export interface ShapedText {
  width: number;
  ascent: number;
  descent: number;
  /** the outlines as an SVG path, y downwards, from the box's top left corner */
  path: string;
  /** how many glyphs were drawn (a conjunct is one glyph or a few, whatever its code points) */
  glyphs: number;
}

export interface BengaliShaper {
  shape(text: string, size: number, bold: boolean): ShapedText;
}

const fontFile = (subset: 'bengali' | 'latin', weight: number) =>
  path.join(
    process.cwd(),
    'node_modules',
    '@fontsource',
    'noto-sans-bengali',
    'files',
    `noto-sans-bengali-${subset}-${weight}-normal.woff`,
  );

const n = (v: number) => String(Math.round(v * 100) / 100);

function makeShaper(hb: HarfBuzz, fonts: { bengali: HbFont; latin: HbFont }[]): BengaliShaper {
  return {
    shape(text, size, bold) {
      const { bengali, latin } = fonts[bold ? 1 : 0];
      const scale = size / bengali.face.upem;
      const extents = bengali.hExtents();
      const ascent = extents.ascender * scale;
      const descent = -extents.descender * scale;
      const parts: string[] = [];
      let x = 0; // the pen, in points
      let glyphs = 0;
      for (const run of text.split(BENGALI_RUNS)) {
        if (!run) continue;
        const font = BENGALI_RUNS.test(run) ? bengali : latin;
        const unit = size / font.face.upem;
        const buffer = new hb.Buffer();
        buffer.addText(run);
        buffer.guessSegmentProperties();
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
          glyphs++;
        }
      }
      return { width: x, ascent, descent, path: parts.join(''), glyphs };
    },
  };
}

let loading: Promise<BengaliShaper> | null = null;

/**
 * The shaper, once HarfBuzz (WebAssembly, loaded from its package folder) and the regular and bold fonts are read;
 * loaded again on the next call when loading failed.
 */
export function loadBengaliShaper(): Promise<BengaliShaper> {
  loading ??= (async () => {
    const hb = await import('harfbuzzjs');
    const font = async (subset: 'bengali' | 'latin', weight: number) =>
      new hb.Font(new hb.Face(new hb.Blob(woffToSfnt(await readFile(fontFile(subset, weight))))));
    const fonts = await Promise.all(
      [400, 700].map(async (weight) => ({ bengali: await font('bengali', weight), latin: await font('latin', weight) })),
    );
    return makeShaper(hb, fonts);
  })().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
