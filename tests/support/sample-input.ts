import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/*
 * A valid example input for a zod schema (through its JSON Schema), so a fuzz payload put into one field
 * reaches the code behind the validation instead of being refused for the fields around it.
 */
type Js = {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Js[];
  oneOf?: Js[];
  allOf?: Js[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  properties?: Record<string, Js>;
  required?: string[];
  items?: Js;
  prefixItems?: Js[];
  minItems?: number;
  default?: unknown;
};

const STRING_CANDIDATES = [
  'Oak plank',
  'oak-plank',
  'OAK1',
  '#336699',
  'https://example.com/a',
  'fuzz@example.com',
  '2026-01-15',
  'a',
  '1',
  'CA',
  'V3T 2W1',
  '604-555-0123',
  'Surrey',
];

function sampleString(s: Js): string {
  switch (s.format) {
    case 'email':
      return 'fuzz@example.com';
    case 'uuid':
      return randomUUID();
    case 'uri':
    case 'url':
      return 'https://example.com/a';
    case 'date-time':
      return new Date('2026-01-15T10:00:00Z').toISOString();
    case 'date':
      return '2026-01-15';
  }
  const min = s.minLength ?? 0;
  const fits = (v: string) =>
    v.length >= min && (s.maxLength === undefined || v.length <= s.maxLength) && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
  const hit = STRING_CANDIDATES.find(fits) ?? STRING_CANDIDATES.map((c) => c.padEnd(min, 'x')).find(fits);
  return hit ?? 'x'.repeat(Math.max(min, 1));
}

function sampleNumber(s: Js, int: boolean): number {
  let v = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (int ? 1 : 0.5) : 1);
  if (v < 1 && (s.maximum === undefined || s.maximum >= 1)) v = 1;
  if (s.maximum !== undefined && v > s.maximum) v = s.maximum;
  if (int) v = Math.ceil(v);
  return v;
}

export function sampleOf(s: Js, optional = true): unknown {
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const branches = s.anyOf ?? s.oneOf;
  if (branches?.length) return sampleOf(branches.find((b) => b.type !== 'null') ?? branches[0], optional);
  if (s.allOf?.length) return sampleOf(s.allOf[0], optional);
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'string':
      return sampleString(s);
    case 'number':
      return sampleNumber(s, false);
    case 'integer':
      return sampleNumber(s, true);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      if (s.prefixItems) return s.prefixItems.map((p) => sampleOf(p, optional));
      return Array.from({ length: Math.max(s.minItems ?? 1, 1) }, () => sampleOf(s.items ?? {}, optional));
    case 'object': {
      const keys = Object.keys(s.properties ?? {}).filter((k) => optional || s.required?.includes(k));
      return Object.fromEntries(keys.map((k) => [k, sampleOf(s.properties![k], optional)]));
    }
    default:
      return s.properties ? sampleOf({ ...s, type: 'object' }, optional) : 'x';
  }
}

/** A value the schema accepts (all fields, or only the required ones), or null when none could be made. */
export function validSample(schema: z.ZodType): unknown {
  let json: Js;
  try {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Js;
  } catch {
    return null;
  }
  for (const optional of [true, false]) {
    const v = repair(schema, sampleOf(json, optional));
    if (v !== null) return v;
  }
  return null;
}

/** values tried, in turn, for a field the JSON Schema could not describe (refinements: slugs, urls, codes...) */
const REPAIRS: unknown[] = [
  'oak-plank',
  '/images/catalog/oak.webp',
  'https://example.com/oak.webp',
  'FUZZ10',
  'fuzz.staff@example.com',
  '',
  null,
  '2026-01-15T10:00',
  '2026-01-15',
  'G-ABC123',
  '123456789',
  'sk_test_abc123',
  'pk_test_abc123',
  'abc123',
  0,
  10,
  // a Canadian address's province and postal code (docs/requirements.md, "Addresses and postal codes")
  'BC',
  'V3T 2W1',
];

/** Fixes the fields the schema still refuses, one issue path at a time, trying REPAIRS. */
function repair(schema: z.ZodType, start: unknown): unknown {
  let v = start;
  for (let round = 0; round < 40; round++) {
    const r = schema.safeParse(v);
    if (r.success) return v;
    const path = r.error.issues[0].path as (string | number)[];
    if (!path.length) return null;
    const key = JSON.stringify(path);
    const fixed = REPAIRS.map((c) => withAt(v, path, c)).find((c) => {
      const again = schema.safeParse(c);
      return again.success || !again.error.issues.some((i) => JSON.stringify(i.path) === key);
    });
    if (fixed === undefined) return null;
    v = fixed;
  }
  return null;
}

/** Top-level field names of an object schema (used when no valid sample exists). */
export function fieldNames(schema: z.ZodType): string[] {
  try {
    return Object.keys((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Js).properties ?? {});
  } catch {
    return [];
  }
}

/** Paths of the string and number leaves of a value. */
export function leaves(v: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof v === 'string' || typeof v === 'number') return [path];
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, [...path, i]));
  if (v && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, k]));
  return [];
}

/** A deep copy of `v` with the value at `path` replaced. */
export function withAt(v: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy = (Array.isArray(v) ? [...v] : { ...(v as object) }) as Record<string | number, unknown>;
  copy[path[0]] = withAt(copy[path[0]], path.slice(1), value);
  return copy;
}
