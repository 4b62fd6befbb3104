'use client';

import { Suspense, use, useEffect } from 'react';
import './globals.css';

interface ErrorText {
  lang: string;
  errorTitle: string;
  tryAgain: string;
}

// The root layout itself failed, so neither the language choice nor settings are known: the message is shown in all
// four languages. The texts load with the error (every page's first load carries this component, not its texts).
let texts: Promise<ErrorText[]> | undefined;
function loadTexts(): Promise<ErrorText[]> {
  texts ??= Promise.all([
    import('../../public/locales/en/common.json').then((m) => ({ lang: 'en', ...m.default.errors })),
    import('../../public/locales/fr/common.json').then((m) => ({ lang: 'fr', ...m.default.errors })),
    import('../../public/locales/ar/common.json').then((m) => ({ lang: 'ar', ...m.default.errors })),
    import('../../public/locales/bn/common.json').then((m) => ({ lang: 'bn', ...m.default.errors })),
  ]);
  return texts;
}

function Message({ reset }: { reset: () => void }) {
  const text = use(loadTexts());
  return (
    <>
      {text.map((x) => (
        <h1 key={x.lang} lang={x.lang} dir={x.lang === 'ar' ? 'rtl' : 'ltr'} className="mt-3 text-xl font-semibold">
          {x.errorTitle}
        </h1>
      ))}
      <button type="button" onClick={reset} className="mt-8 rounded-md bg-primary px-5 py-2.5 font-semibold text-primary-fg">
        {text.map((x) => x.tryAgain).join(' · ')}
      </button>
    </>
  );
}

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center bg-surface p-6 text-fg">
        <main className="max-w-md text-center">
          <p className="text-7xl font-black text-secondary-strong" aria-hidden>
            500
          </p>
          <Suspense fallback={null}>
            <Message reset={reset} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
