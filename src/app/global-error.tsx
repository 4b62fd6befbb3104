'use client';

import { useEffect } from 'react';
import './globals.css';

import ar from '../../public/locales/ar/common.json';
import bn from '../../public/locales/bn/common.json';
import en from '../../public/locales/en/common.json';
import fr from '../../public/locales/fr/common.json';

// The root layout itself failed, so neither the language choice nor settings are known: the message is shown in all four languages.
const TEXT = [
  { lang: 'en', ...en.errors },
  { lang: 'fr', ...fr.errors },
  { lang: 'ar', ...ar.errors },
  { lang: 'bn', ...bn.errors },
];

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => console.error(error), [error]);
  return (
    <html lang="en">
      <body className="flex min-h-screen items-center justify-center bg-surface p-6 text-fg">
        <main className="max-w-md text-center">
          <p className="text-7xl font-black text-secondary-strong" aria-hidden>
            500
          </p>
          {TEXT.map((x) => (
            <h1 key={x.lang} lang={x.lang} dir={x.lang === 'ar' ? 'rtl' : 'ltr'} className="mt-3 text-xl font-semibold">
              {x.errorTitle}
            </h1>
          ))}
          <button type="button" onClick={reset} className="mt-8 rounded-md bg-primary px-5 py-2.5 font-semibold text-primary-fg">
            {TEXT.map((x) => x.tryAgain).join(' · ')}
          </button>
        </main>
      </body>
    </html>
  );
}
