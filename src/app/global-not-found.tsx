import type { Metadata } from 'next';
import './fonts/inter.css';
import './globals.css';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false, follow: true } };

/**
 * A 404 for addresses outside every page of the site (src/proxy.ts sends page addresses to src/app/[locale], where
 * the store's own 404 page answers); with no root layout above [locale], Next.js needs this page of its own.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body className="grid min-h-screen place-items-center p-8 text-center">
        <main>
          <h1 className="text-2xl font-semibold">Page not found</h1>
          <p className="mt-4">
            <Link href="/" className="underline">
              Home
            </Link>
          </p>
        </main>
      </body>
    </html>
  );
}
