import { buildSync } from 'esbuild';

let bundle: string | undefined;

/**
 * The stock next-auth v4 browser client (`next-auth/react`), unchanged, bundled as a plain script that
 * exposes `window.NextAuthClient` — what any third-party page or script would use against /api/auth.
 */
export function nextAuthClientScript(): string {
  bundle ??= buildSync({
    stdin: {
      contents: "export { signIn, signOut, getSession, getCsrfToken, getProviders } from 'next-auth/react';",
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'NextAuthClient',
    platform: 'browser',
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.NEXTAUTH_URL': 'undefined',
      'process.env.VERCEL_URL': 'undefined',
      'process.env.NEXTAUTH_URL_INTERNAL': 'undefined',
    },
    logLevel: 'silent',
  }).outputFiles[0].text;
  return bundle;
}
