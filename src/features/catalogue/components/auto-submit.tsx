'use client';

import { useEffect } from 'react';

/** With JavaScript, a changed checkbox or select submits the filter form at once; without it, the Apply button does. */
export function AutoSubmit({ formId }: { formId: string }) {
  useEffect(() => {
    // listens on the document: the sort select lives outside the form (form="...")
    const onChange = (e: Event) => {
      const el = e.target;
      const form = (el as HTMLInputElement | null)?.form;
      if (!form || form.id !== formId) return;
      if (el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && el.type === 'checkbox')) form.requestSubmit();
    };
    document.addEventListener('change', onChange);
    // the filter panel starts open (usable without JavaScript); on small screens it folds away once we can reopen it
    const panel = document.getElementById(formId)?.closest('details');
    if (panel && window.matchMedia('(max-width: 1023px)').matches) panel.open = false;
    return () => document.removeEventListener('change', onChange);
  }, [formId]);
  return null;
}
