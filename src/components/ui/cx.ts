import { clsx, type ClassValue } from 'clsx';

const FONT_SIZE = /^(xs|sm|base|lg|xl|[2-9]xl|\[[\d.]+(px|rem|em)\])$/;
const TEXT_OTHER = /^(left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip|shadow.*)$/;
const BG_OTHER =
  /^(linear-.*|radial.*|conic.*|clip-.*|origin-.*|blend-.*|none|fixed|local|scroll|repeat.*|no-repeat|cover|contain|auto|center|top|bottom|left|right|left-.*|right-.*|position-.*|size-.*|\[url.*)$/;
const NUMBER = /^(\d+(\.\d+)?|\[[\d.]+(px|rem|em)?\])$/;
const SIDES = /^(x|y|s|e|t|r|b|l)(-|$)/;
const BORDER_OTHER = /^(solid|dashed|dotted|double|hidden|none|collapse|separate|spacing.*)$/;
const OUTLINE_OTHER = /^(offset-.*|none|hidden|solid|dashed|dotted|double)$/;
const SHADOW_SIZE = /^(2xs|xs|sm|md|lg|xl|2xl|inner|none)$/;
const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'contents',
  'flow-root',
  'list-item',
  'hidden',
  'table',
  'inline-table',
  'table-cell',
  'table-row',
]);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const ITEMS = /^(start|end|center|baseline|stretch|end-safe|center-safe)$/;
const JUSTIFY = /^(normal|start|end|center|between|around|evenly|stretch|baseline|end-safe|center-safe)$/;
const WEIGHT = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const SIMPLE_PREFIXES = [
  'line-clamp',
  'gap-x',
  'gap-y',
  'gap',
  'size',
  'min-w',
  'min-h',
  'w',
  'h',
  'px',
  'py',
  'ps',
  'pe',
  'pt',
  'pr',
  'pb',
  'pl',
  'p',
  'leading',
  'whitespace',
  'opacity',
  'brightness',
  'outline-offset',
  'pointer-events',
];
const ROUNDED = /^rounded(-[serbtl])?(-|$)/;

/** The property group a (variant-free) class sets, for the groups the shared primitives' own classes use; null: any other class. */
function group(c: string): string | null {
  if (DISPLAY.has(c)) return 'display';
  if (POSITION.has(c)) return 'position';
  if (c === 'transition' || c.startsWith('transition-')) return 'transition';
  if (c === 'shrink' || c.startsWith('shrink-')) return 'shrink';
  if (c === 'grow' || c.startsWith('grow-')) return 'grow';
  if (c === 'border') return 'border-w';
  if (c === 'outline') return 'outline-w';
  if (c === 'shadow') return 'shadow';
  const rounded = ROUNDED.exec(c);
  if (rounded) return `rounded${rounded[1] ?? ''}`;
  for (const p of SIMPLE_PREFIXES) if (c.startsWith(`${p}-`)) return p;
  const dash = c.indexOf('-');
  if (dash < 0) return null;
  const [key, value] = [c.slice(0, dash), c.slice(dash + 1)];
  switch (key) {
    case 'items':
      return ITEMS.test(value) ? 'align-items' : null;
    case 'justify':
      return JUSTIFY.test(value) ? 'justify-content' : null;
    case 'flex':
      return /^(\d+|auto|initial|none|\[.*\])$/.test(value) ? 'flex' : null;
    case 'font':
      return WEIGHT.test(value) ? 'font-weight' : null;
    case 'text':
      return FONT_SIZE.test(value) ? 'font-size' : TEXT_OTHER.test(value) ? null : 'text-color';
    case 'bg':
      return BG_OTHER.test(value) ? null : 'bg-color';
    case 'border':
      return NUMBER.test(value) ? 'border-w' : SIDES.test(value) || BORDER_OTHER.test(value) ? null : 'border-color';
    case 'outline':
      return NUMBER.test(value) ? 'outline-w' : OUTLINE_OTHER.test(value) ? null : 'outline-color';
    case 'shadow':
      return SHADOW_SIZE.test(value) ? 'shadow' : null;
    default:
      return null;
  }
}

/** Where the variants of a class end (the last ':' outside brackets), or -1. */
function lastVariantColon(c: string): number {
  let depth = 0;
  let at = -1;
  for (let i = 0; i < c.length; i++) {
    if (c[i] === '[') depth++;
    else if (c[i] === ']') depth--;
    else if (c[i] === ':' && depth === 0) at = i;
  }
  return at;
}

/** A later class of the key group also replaces earlier classes of these groups (shorthands). */
const ALSO_REPLACES: Record<string, string[]> = {
  'line-clamp': ['display'], // line-clamp-* sets display: -webkit-box
  flex: ['shrink', 'grow'],
  'font-size': ['leading'], // text-* sizes set the line height too
  size: ['w', 'h'],
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  gap: ['gap-x', 'gap-y'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
};

/**
 * Joins class names like `cn` (clsx + tailwind-merge), resolving conflicts only for the property groups of the
 * shared primitives' own classes (Button, IconButton, CountBadge: display, box size, padding, colours, type, ...), so
 * that a caller's class for the same property (with the same variants) replaces the primitive's. tailwind-merge
 * (`cn`, 8.5 kB gzip with its rules for all of Tailwind) stays on the server and in the dashboard, out of the
 * store's first load (docs/requirements.md, "First load"). cx.test.ts checks, for every class string of the code as an override of every
 * primitive, that this gives the classes tailwind-merge gives.
 */
export function cx(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const full = classes[i];
    const colon = lastVariantColon(full);
    const variants = colon < 0 ? '' : full.slice(0, colon + 1);
    const important = full[colon + 1] === '!';
    const g = group(full.slice(colon + 1 + (important ? 1 : 0)));
    if (!g) {
      if (!kept.includes(full)) kept.push(full);
      continue;
    }
    const key = `${variants}${important ? '!' : ''}${g}`;
    if (taken.has(key)) continue;
    taken.add(key);
    for (const other of ALSO_REPLACES[g] ?? []) taken.add(`${variants}${important ? '!' : ''}${other}`);
    kept.push(full);
  }
  return kept.reverse().join(' ');
}
