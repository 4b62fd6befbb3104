import type { Locale } from '@/i18n/locales';

/** A language's flag (public/brand/flags), decorative: the language's name is always written beside it. */
export function Flag({ id }: { id: Locale }) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={`/brand/flags/${id}.svg`} alt="" width={20} height={14} className="h-3.5 w-5 rounded-[2px] object-cover shadow-sm" />;
}
