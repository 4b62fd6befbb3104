import { cn } from '@/components/ui/cn';

const TONES: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  confirmed: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  processing: 'bg-indigo-50 text-indigo-800 ring-indigo-600/30',
  shipped: 'bg-violet-50 text-violet-800 ring-violet-600/30',
  delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  cancelled: 'bg-gray-100 text-gray-700 ring-gray-500/30',
  refunded: 'bg-rose-50 text-rose-800 ring-rose-600/30',
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  unpaid: 'bg-gray-100 text-gray-700 ring-gray-500/30',
  failed: 'bg-red-50 text-red-800 ring-red-600/30',
  partially_refunded: 'bg-rose-50 text-rose-800 ring-rose-600/30',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  inactive: 'bg-gray-100 text-gray-700 ring-gray-500/30',
  blocked: 'bg-red-50 text-red-800 ring-red-600/30',
  guest: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  expired: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  usedUp: 'bg-rose-50 text-rose-800 ring-rose-600/30',
  'po-open': 'bg-sky-50 text-sky-800 ring-sky-600/30',
  'po-partial': 'bg-amber-50 text-amber-800 ring-amber-600/30',
  'po-received': 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  'po-closed': 'bg-gray-100 text-gray-700 ring-gray-500/30',
};

/** A coloured pill for an order, payment or account state; `label` is the translated text. */
export function StatusBadge({ tone, label, className }: { tone: string; label: string; className?: string }) {
  return (
    <span
      data-status={tone}
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[tone] ?? TONES.unpaid,
        className,
      )}
    >
      {label}
    </span>
  );
}
