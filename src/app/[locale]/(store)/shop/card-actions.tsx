import { getTranslations } from 'next-intl/server';
import { ProductCardActions } from '@/features/cart/components/product-card-actions';
import type { ProductCardDto } from '@/server/catalogue/dto';

/** Composes the cart area's controls into catalogue product cards (feature areas do not import each other). */
export async function cardActions(): Promise<(p: ProductCardDto) => React.ReactNode> {
  const t = await getTranslations('catalogue.actions');
  const CardActions = (p: ProductCardDto) => (
    <ProductCardActions
      product={{
        _id: p._id,
        name: p.name,
        slug: p.slug,
        image: p.image ?? undefined,
        unit: p.unit,
        unitValue: p.unitValue,
        price: p.discount,
        stock: p.stock,
      }}
      {...(p.type === 'variable' ? { chooseHref: `/product/${p.slug}`, chooseLabel: t('chooseOptions') } : {})}
    />
  );
  return CardActions;
}
