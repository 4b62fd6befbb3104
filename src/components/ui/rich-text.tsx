import { clsx } from 'clsx';

const PROSE = [
  'text-[1.0625rem] leading-8 text-gray-700',
  '[&_h1]:mt-10 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-ink',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:mt-6 [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_p]:my-4 [&_strong]:font-semibold [&_strong]:text-ink',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1.5 [&_li]:ps-1',
  '[&_a]:font-medium [&_a]:text-secondary-strong [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:opacity-80',
  '[&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-primary [&_blockquote]:bg-amber-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote]:italic',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-start [&_table]:text-base',
  '[&_th]:border [&_th]:border-body-gray [&_th]:bg-gray-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold [&_th]:text-ink',
  '[&_td]:border [&_td]:border-body-gray [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_code]:text-sm [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-gray-100',
  '[&>*:first-child]:mt-0',
].join(' ');

/**
 * Renders rich text that the server has already sanitised (src/server/content/sanitize-html.ts): content pages, blog
 * posts, FAQ answers and product descriptions alike; `lang` marks English standing in for a missing translation
 * (docs/requirements.md, "Content in four languages").
 */
export function RichText({ html, className, lang, testId }: { html: string; className?: string; lang?: string; testId?: string }) {
  return (
    <div
      dir="auto"
      lang={lang}
      data-testid={testId}
      className={clsx(PROSE, 'overflow-x-auto', className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
