import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/*
 * The invoice's and packing slip's fonts (docs/requirements.md, "Content in four languages"): Helvetica, built into
 * every PDF reader, draws Latin text. The order's own texts in Bengali or Arabic are not drawn through the PDF library,
 * whose shaping breaks Bengali conjuncts and Arabic joining: HarfBuzz shapes them and their outlines are drawn
 * (shaped-text.ts). Noto Sans Arabic (the static cut of @fontsource, embedded as a subset) stays in the stacks for
 * Arabic anywhere else (a shop name in the footer).
 */

const arabicFile = (weight: number) =>
  path.join(process.cwd(), 'node_modules', '@fontsource', 'noto-sans-arabic', 'files', `noto-sans-arabic-arabic-${weight}-normal.woff`);

let registered = false;

/** The font stacks of the documents' regular and bold text: each character drawn by the first font that has it. */
export function pdfFonts() {
  if (!registered) {
    registered = true;
    Font.register({ family: 'Noto Sans Arabic', src: arabicFile(400) });
    Font.register({ family: 'Noto Sans Arabic Bold', src: arabicFile(700) });
  }
  return { regular: ['Helvetica', 'Noto Sans Arabic'], bold: ['Helvetica-Bold', 'Noto Sans Arabic Bold'] };
}

// alef, waw and yeh with hamza or madda, and the other precomposed letters the font draws from two glyphs
const PRECOMPOSED_ARABIC = /[\u0622-\u0626\u06c0\u06c2\u06d3]/g;

/**
 * `value` with every string's precomposed Arabic letters written as letter and mark: the font draws them as two
 * glyphs, which the PDF library's subsetting keeps only when they come separately (else the alef of أ is lost).
 * Latin text is left as it is (Helvetica draws no combining accents).
 */
export function forPdf<T>(value: T): T {
  if (typeof value === 'string') return value.replace(PRECOMPOSED_ARABIC, (c) => c.normalize('NFD')) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => forPdf(v)) as T;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forPdf(v)])) as T;
  return value;
}
