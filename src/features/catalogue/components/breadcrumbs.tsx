import { ChevronRight } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';

export interface Crumb {
  name: string;
  href?: string;
  /** "en" when the name is the English text standing in for a missing translation */
  lang?: 'en';
}

export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((c, i) => (
          <li key={`${c.name}-${i}`} className="flex items-center gap-1">
            {i > 0 && <ChevronRight className="size-3.5 text-gray-400 flip-rtl" aria-hidden data-testid="breadcrumb-separator" />}
            {c.href && i < items.length - 1 ? (
              <Link href={c.href} dir="auto" lang={c.lang} className="hover:text-secondary-strong hover:underline">
                {c.name}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined} dir="auto" lang={c.lang} className="font-medium text-ink">
                {c.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
