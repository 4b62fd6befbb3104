/**
 * LIKE / ILIKE patterns from text a person typed: `%` and `_` and the escape character itself match only themselves
 * (PostgreSQL's default escape is the backslash), so a search for "50%" or "a_b" finds exactly that.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The pattern "contains `text`" for ILIKE. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
