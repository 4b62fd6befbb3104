import { clsx } from 'clsx';

/** Small form pieces shared by the account forms (this area only). */
export const inputClass =
  'mt-1 block w-full rounded-md border border-body-gray bg-white px-3 py-2.5 text-ink shadow-sm outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/40 aria-[invalid=true]:border-secondary';

export const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-primary px-5 py-2.5 font-semibold text-ink transition hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md border border-body-gray bg-white px-4 py-2 font-medium text-ink transition hover:border-ink disabled:opacity-60';

export function Field({
  label,
  error,
  children,
  hint,
}: {
  label: string;
  error?: string | null;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <label className="block text-sm font-medium">
      <span>{label}</span>
      {children}
      {hint && !error ? <span className="mt-1 block text-xs font-normal text-gray-500">{hint}</span> : null}
      {error ? <span className="mt-1 block text-xs font-normal text-secondary-strong">{error}</span> : null}
    </label>
  );
}

export function Alert({ kind, children, id }: { kind: 'error' | 'success' | 'info'; children: React.ReactNode; id?: string }) {
  return (
    <div
      id={id}
      role={kind === 'error' ? 'alert' : 'status'}
      className={clsx(
        'rounded-md border px-4 py-3 text-sm',
        kind === 'error' && 'border-secondary/40 bg-secondary/10 text-secondary-strong',
        kind === 'success' && 'border-emerald-300 bg-emerald-50 text-emerald-800',
        kind === 'info' && 'border-body-gray bg-body-gray/30 text-ink',
      )}
    >
      {children}
    </div>
  );
}

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <section className="container-shop flex justify-center py-12 sm:py-16">
      <div className="w-full max-w-md rounded-xl border border-body-gray bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-gray-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
