import { cx } from './cx';

export const COUNT_BADGE_BASE =
  'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-secondary-strong px-1 text-[11px] leading-none font-bold text-secondary-contrast';

/** A small count bubble (cart quantity and the like). */
export function CountBadge({ count, className, label }: { count: number; className?: string; label?: string }) {
  if (count <= 0) return null;
  return (
    <span aria-label={label} className={cx(COUNT_BADGE_BASE, className)}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
