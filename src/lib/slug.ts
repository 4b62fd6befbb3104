/** Lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of a name, like the seeded ones: accents dropped, "&" dropped (`Installation & care` →
 * `installation-care`), dots and apostrophes joined (`12.3 mm` → `123-mm`, `Builder's` → `builders`),
 * anything else one hyphen; at most `maxLength` characters, never ending in a hyphen; '' when nothing is left.
 */
export function slugify(text: string, maxLength: number): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}
