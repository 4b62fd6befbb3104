/** Message trees (pure; the browser merges page messages into the layout's with these). */
export type Messages = Record<string, unknown>;

export function isObject(v: unknown): v is Messages {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Deep merge: keys of `over` win; missing keys come from `base` (English fallback per key). */
export function mergeMessages(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [k, v] of Object.entries(over)) {
    out[k] = isObject(v) && isObject(base[k]) ? mergeMessages(base[k] as Messages, v) : v;
  }
  return out;
}
