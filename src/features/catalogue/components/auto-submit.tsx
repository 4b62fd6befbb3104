'use client';

import { useEffect } from 'react';
import type { RawSearchParams } from '@/domain/catalogue/listing-query';
import { useRouter } from '@/i18n/navigation';

/**
 * The query rules (zod) load with the first filter change, not with the listing (docs/requirements.md, "First load"); zod is told to run
 * jitless before any of its schemas parses in the browser (CSP: no eval probe).
 */
async function loadListingQuery() {
  await import('@/lib/zod-jitless');
  return import('@/domain/catalogue/listing-query');
}

/** From here the filters stand beside the results (the panel's lg: styles). */
const WIDE = '(min-width: 1024px)';

/**
 * With JavaScript, the filter form navigates to the canonical listing URL (defaults left out, page 1) as soon as a
 * checkbox or the sort changes; without it, the Apply button submits the plain GET form, which the server reads
 * the same way.
 */
export function AutoSubmit({ formId }: { formId: string }) {
  const router = useRouter();
  useEffect(() => {
    // listeners sit on the document: the form is re-created on every navigation, and the sort select lives outside it (form="...")
    const onSubmit = (e: SubmitEvent) => {
      const form = e.target as HTMLFormElement;
      if (form.id !== formId) return;
      e.preventDefault();
      const params: RawSearchParams = {};
      for (const [k, v] of new FormData(form)) {
        if (typeof v !== 'string' || v === '') continue;
        const prev = params[k];
        params[k] = prev === undefined ? v : [...(Array.isArray(prev) ? prev : [prev]), v];
      }
      const path = new URL(form.action).pathname;
      // on a phone the open panel stands above the results: it folds away so the visitor sees what the filter found
      const panel = form.closest('details');
      if (panel?.open && !window.matchMedia(WIDE).matches) {
        panel.open = false;
        panel.scrollIntoView({ block: 'start' });
      }
      void loadListingQuery().then(({ listingHref, parseListingQuery }) => router.push(listingHref(path, parseListingQuery(params))));
    };
    const onChange = (e: Event) => {
      const el = e.target;
      const form = (el as HTMLInputElement | null)?.form;
      if (!form || form.id !== formId) return;
      if (el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && el.type === 'checkbox')) form.requestSubmit();
    };
    document.addEventListener('submit', onSubmit);
    // fetched ahead when the visitor reaches for a filter, so the first change navigates without waiting
    const preload = () => void loadListingQuery().catch(() => {});
    const filters = document.getElementById(formId);
    filters?.addEventListener('pointerenter', preload, { once: true });
    document.addEventListener('change', onChange);
    // the filter panel is sent closed (no layout shift on phones); on wide screens it is always shown open
    const panel = document.getElementById(formId)?.closest('details');
    if (panel && window.matchMedia(WIDE).matches) panel.open = true;
    // marks the panel as interactive (the end-to-end tests wait for it)
    if (panel) panel.dataset.ready = 'true';
    return () => {
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('change', onChange);
      filters?.removeEventListener('pointerenter', preload);
    };
  }, [formId, router]);
  return null;
}
