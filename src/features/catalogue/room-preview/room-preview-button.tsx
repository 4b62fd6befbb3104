'use client';

import { Suspense, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Sofa } from '@/components/ui/icons';
import { deferredPart } from '@/components/ui/deferred';
import { buttonClasses } from '@/components/ui/button';
import type { PreviewColour } from './room-preview-dialog';

const dialog = deferredPart(() => import('./room-preview-dialog').then((m) => m.RoomPreviewDialog));

/**
 * "See it in a room" on a floor product's page: the preview's code (canvas painting, rooms) loads when the visitor
 * points at or presses the button, never with the page.
 */
export function RoomPreviewButton({
  productName,
  specifications,
  size,
  colours,
  image,
}: {
  productName: string;
  specifications: { name: string; value: string }[];
  /** the chosen variant's size option in English (name and value), for floors sold in several sizes */
  size?: { name: string; value: string } | null;
  colours: PreviewColour[];
  image: string;
}) {
  const t = useTranslations('catalogue.roomPreview');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={dialog.preload}
        onFocus={dialog.preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
      >
        <Sofa className="size-4" aria-hidden />
        {t('open')}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <dialog.Component
            key={image}
            open={open}
            onOpenChange={setOpen}
            productName={productName}
            specifications={specifications}
            size={size}
            colours={colours}
            startImage={image}
            opener={opener}
          />
        </Suspense>
      )}
    </>
  );
}
