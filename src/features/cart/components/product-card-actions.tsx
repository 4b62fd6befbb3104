'use client';

import { Link } from '@/i18n/navigation';
import type { CartProduct } from '@/domain/cart/cart';
import { AddToCartButton } from './add-to-cart-button';
import { CompareButton } from './compare-button';
import { WishlistButton } from './wishlist-button';

/** The cart area's controls on a product card. Variant products are chosen on their page, so they link there instead. */
export function ProductCardActions({
  product,
  chooseHref,
  chooseLabel,
}: {
  product: CartProduct;
  chooseHref?: string;
  chooseLabel?: string;
}) {
  return (
    <div className="flex items-center gap-1.5">
      {chooseHref ? (
        <Link
          href={chooseHref}
          className="inline-flex min-w-0 flex-1 items-center justify-center truncate rounded-md border border-ink px-2 py-2 text-sm font-semibold whitespace-nowrap hover:bg-ink hover:text-white"
        >
          {chooseLabel}
        </Link>
      ) : (
        <AddToCartButton product={product} size="sm" className="flex-1" />
      )}
      <WishlistButton productId={product._id} productName={product.name ?? ''} />
      <CompareButton productId={product._id} productName={product.name ?? ''} />
    </div>
  );
}
