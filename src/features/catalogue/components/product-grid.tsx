import type { ProductCardDto } from '@/server/catalogue/dto';
import { ProductCard } from './product-card';

/** first row on a phone (two columns) and most of it on a desktop */
const EAGER_CARDS = 2;

export function ProductGrid({
  products,
  currency,
  actions,
  testId = 'product-grid',
  columns = 4,
  eager = false,
}: {
  products: ProductCardDto[];
  currency: string;
  actions?: (p: ProductCardDto) => React.ReactNode;
  testId?: string;
  /** at the widest breakpoint (a listing beside its filters has 3) */
  columns?: 3 | 4;
  /** the grid is at the top of the page: its first pictures are the page's largest paint, so they load at once */
  eager?: boolean;
}) {
  return (
    <ul
      className={
        columns === 4 ? 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4' : 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3'
      }
      data-testid={testId}
    >
      {products.map((p, i) => (
        <li key={p._id}>
          <ProductCard product={p} currency={currency} actions={actions?.(p)} eager={eager && i < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}
