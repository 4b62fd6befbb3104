import type { ProductCardDto } from '@/server/catalogue/dto';
import { ProductCard } from './product-card';

export function ProductGrid({
  products,
  currency,
  actions,
  testId = 'product-grid',
  columns = 4,
}: {
  products: ProductCardDto[];
  currency: string;
  actions?: (p: ProductCardDto) => React.ReactNode;
  testId?: string;
  /** at the widest breakpoint (a listing beside its filters has 3) */
  columns?: 3 | 4;
}) {
  return (
    <ul className={columns === 4 ? 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 xl:grid-cols-4' : 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3'} data-testid={testId}>
      {products.map((p) => (
        <li key={p._id}>
          <ProductCard product={p} currency={currency} actions={actions?.(p)} />
        </li>
      ))}
    </ul>
  );
}
