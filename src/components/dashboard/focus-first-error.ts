'use client';

import { useEffect } from 'react';

/** How long after a submit an error may still appear (a save's round trip to the server). */
const WATCH_MS = 15_000;

/** Focuses the first invalid control of `form` and brings it to the middle of the screen; false when there is none. */
export function focusFirstInvalid(form: HTMLElement): boolean {
  const invalid = [...form.querySelectorAll<HTMLElement>('[aria-invalid="true"]')];
  // a shown one first (a field of another language's closed tab cannot take the focus)
  const first = invalid.find((el) => el.getClientRects().length > 0) ?? invalid[0];
  if (!first) return false;
  first.scrollIntoView?.({ block: 'center' });
  first.focus({ preventScroll: true });
  return true;
}

/**
 * Every dashboard form, after Save: when the save is refused field by field (in the browser or by the server), the
 * first field in error is scrolled to and focused, however far down the form it is (docs/requirements.md, "Dashboard
 * forms"). Watches the submitted form for controls turning invalid for a while after the submit; a form whose fields
 * were already invalid gets its first one focused once the submit has been handled.
 */
export function useFocusFirstError() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const onSubmit = (event: Event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      stop?.();
      const observer = new MutationObserver(() => {
        if (focusFirstInvalid(form)) stop?.();
      });
      observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
      const timer = setTimeout(() => stop?.(), WATCH_MS);
      // fields already invalid before this submit (checked when they lost focus) change no attribute
      const frame = requestAnimationFrame(() => requestAnimationFrame(() => focusFirstInvalid(form) && stop?.()));
      stop = () => {
        observer.disconnect();
        clearTimeout(timer);
        cancelAnimationFrame(frame);
        stop = undefined;
      };
    };
    document.addEventListener('submit', onSubmit, true);
    return () => {
      document.removeEventListener('submit', onSubmit, true);
      stop?.();
    };
  }, []);
}
