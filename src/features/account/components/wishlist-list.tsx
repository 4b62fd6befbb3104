'use client';

import { useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Heart, Trash2 } from '@/components/ui/icons';
import { formatMoney } from '@/lib/money';
import { removeWishlistAction } from '../actions';
import { secondaryButtonClass } from '@/components/ui/form';
import { Link } from '@/i18n/navigation';
import type { WishlistItemDto } from '@/server/account/wishlist';

export function WishlistList({ items, currency }: { items: WishlistItemDto[]; currency: string }) {
  const t = useTranslations('account');
  const locale = useLocale();
  const [pending, start] = useTransition();
  if (!items.length)
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <Heart className="size-4" aria-hidden /> {t('wishlist.empty')}
      </p>
    );
  return (
    <ul className="divide-y divide-body-gray">
      {items.map((p) => (
        <li key={p._id} className="flex items-center gap-4 py-3">
          {p.image ? (
            // eslint-disable-next-line @next/next/no-img-element -- small thumbnails already sized WebP
            <img src={p.image} alt="" width={56} height={56} className="size-14 rounded object-cover" />
          ) : (
            <div className="size-14 rounded bg-body-gray" />
          )}
          <div className="min-w-0 flex-1">
            <Link href={`/product/${p.slug}`} className="font-medium hover:text-secondary-strong">
              {p.name}
            </Link>
            <p className="text-sm">
              <span className="font-semibold">{formatMoney(p.discount, locale, currency)}</span>
              {Number(p.discount) < Number(p.price) ? <s className="ms-2 text-gray-500">{formatMoney(p.price, locale, currency)}</s> : null}
            </p>
          </div>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={pending}
            onClick={() => start(async () => void (await removeWishlistAction(p._id)))}
            aria-label={t('wishlist.remove', { name: p.name })}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
