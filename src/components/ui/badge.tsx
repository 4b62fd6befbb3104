import { cn } from './cn';

/** A small count bubble (cart quantity and the like). */
export function CountBadge({ count, className, label }: { count: number; className?: string; label?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-label={label}
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-secondary-strong px-1 text-[11px] leading-none font-bold text-secondary-contrast',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
