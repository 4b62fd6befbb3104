import { cx } from './cx';

export const COUNT_BADGE_BASE =
  'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-secondary-strong px-1 text-[11px] leading-none font-bold text-secondary-contrast';

/**
 * A small count bubble (cart quantity and the like). `label` is what a screen reader says instead of the bare number
 * (a text of its own: HTML allows no aria-label on a span without a role).
 */
export function CountBadge({
  count,
  className,
  label,
  format = String,
}: {
  count: number;
  className?: string;
  label?: string;
  /** writes the number in the page's digits (the spoken label's messages do: Bengali digits on /bn) */
  format?: (n: number) => string;
}) {
  if (count <= 0) return null;
  const shown = count > 99 ? `${format(99)}+` : format(count);
  return (
    <span className={cx(COUNT_BADGE_BASE, className)}>
      {label ? (
        <>
          <span aria-hidden>{shown}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : (
        shown
      )}
    </span>
  );
}
