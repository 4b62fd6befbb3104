/** Viewer URL of a tour (/360/{NAME}/index.html; docs/requirements.md, "Virtual tours"). */
export const tourUrl = (name: string) => `/360/${encodeURIComponent(name)}/index.html`;

/** A tour folder name: lower-case words joined by hyphens. */
export const TOUR_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where a seeded tour's design is sold; tours without an entry link to the whole shop. */
const SHOP_LINKS: Record<string, string> = {
  'calacatta-gold': '/shop/tiles/highgloss-tiles',
  'white-oak-wide-plank': '/shop/engineered-wood/white-oak-8-35',
  'smoked-oak-herringbone': '/shop/engineered-wood/american-oak-herringbone',
};

export function tourShopLink(name: string): string {
  return SHOP_LINKS[name] ?? '/shop';
}
