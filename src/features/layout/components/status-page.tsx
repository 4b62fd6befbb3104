import Link from 'next/link';

/** A message page (404, 403, error) inside the store frame. */
export function StatusPage({ code, title, text, homeLabel, children }: { code: string; title: string; text: string; homeLabel: string; children?: React.ReactNode }) {
  return (
    <section className="container-shop flex flex-col items-center py-24 text-center">
      <p className="text-7xl font-extrabold text-secondary">{code}</p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 max-w-lg text-gray-600">{text}</p>
      <div className="mt-8 flex gap-3">
        {children}
        <Link href="/" className="rounded-md bg-primary px-5 py-2.5 font-semibold text-ink hover:bg-primary-hover">{homeLabel}</Link>
      </div>
    </section>
  );
}
