import { offersInstallation } from './installation';
import { offersSamples } from './samples';

/** A product row as the cart's pricing reads it: the product and its category's slug. */
interface ServiceRow {
  p: { id: string; samples: boolean; unit: string };
  categorySlug: string;
}

/**
 * Which of the products may go in the cart as a free sample and which may take installation at `installationRate`
 * (cents per sq ft): the one reading the cart quote and the order placement share (docs/requirements.md, "Free samples"
 * and "Installation estimate").
 */
export function productServices(rows: readonly ServiceRow[], installationRate: number) {
  const ids = (offers: (r: ServiceRow) => boolean) => new Set(rows.filter(offers).map((r) => r.p.id));
  return {
    sampleable: ids((r) => offersSamples({ samples: r.p.samples, categorySlug: r.categorySlug })),
    installable: ids((r) => offersInstallation({ unit: r.p.unit, categorySlug: r.categorySlug }, installationRate)),
  };
}
