'use client';

import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { deferredPart } from '@/components/ui/deferred';
import { Link } from '@/i18n/navigation';
import { useSession } from '@/lib/session-client';

const signedIn = deferredPart(() => import('./signed-in-review').then((m) => m.SignedInReview));

/**
 * "Write a review": personal, so never part of the cached page (docs/requirements.md, "Product reviews"). A signed-out
 * visitor gets a sign-in link; for a signed-in one the rest (whether they may review, their review, the form) loads
 * once the session says so, so a visitor's first load carries only this.
 */
export function WriteReview({ productId, slug }: { productId: string; slug: string }) {
  const t = useTranslations('catalogue.reviews');
  const session = useSession();
  if (session.status === 'loading') return null;
  if (session.status === 'unauthenticated')
    return (
      <div className="rounded-lg border border-line p-4 text-sm" data-testid="write-review">
        <p>{t('signInToReview')}</p>
        <Link
          href={`/signin?callbackUrl=${encodeURIComponent(`/product/${slug}#reviews-title`)}`}
          className={cx(buttonClasses({ variant: 'outline', size: 'sm' }), 'mt-3')}
        >
          {t('signIn')}
        </Link>
      </div>
    );
  return (
    <Suspense fallback={null}>
      <signedIn.Component productId={productId} />
    </Suspense>
  );
}
