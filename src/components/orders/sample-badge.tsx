import { cx } from '@/components/ui/cx';

/** The amber pill that marks free samples: a sample line of a cart or order, an order with samples in the dashboard. */
export function SampleBadge({ label, className, testId }: { label: string; className?: string; testId?: string }) {
  return (
    <span className={cx('rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900', className)} data-testid={testId}>
      {label}
    </span>
  );
}
