import { Star } from '@/components/ui/icons';
import { cx } from './cx';

const FIVE = [1, 2, 3, 4, 5];

/**
 * A rating shown as five stars, filled up to `value` (fractions fill part of a star). The filled row is laid over
 * the empty one from the line's start, so in right-to-left text the first star is the rightmost, as it is read.
 * `label` is the spoken rating ("4.5 out of 5 stars"); the stars themselves are decoration.
 */
export function Stars({
  value,
  label,
  size = 'md',
  className,
}: {
  value: number;
  label: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const icon = size === 'sm' ? 'size-3.5' : size === 'lg' ? 'size-6' : 'size-4.5';
  const filled = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span role="img" aria-label={label} data-rating={value} className={cx('relative inline-flex shrink-0 align-middle', className)}>
      <span className="flex text-gray-300" aria-hidden>
        {FIVE.map((i) => (
          <Star key={i} className={cx(icon, 'shrink-0')} fill="currentColor" strokeWidth={0} />
        ))}
      </span>
      <span className="absolute inset-y-0 start-0 flex overflow-hidden text-amber-500" style={{ width: `${filled}%` }} aria-hidden>
        {FIVE.map((i) => (
          <Star key={i} className={cx(icon, 'shrink-0')} fill="currentColor" strokeWidth={0} />
        ))}
      </span>
    </span>
  );
}
