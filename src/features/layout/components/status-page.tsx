import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/** A message page (404, 403, error) inside the store frame. */
export function StatusPage({
  code,
  title,
  text,
  homeLabel,
  children,
}: {
  code: string;
  title: string;
  text: string;
  homeLabel: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="container-shop flex flex-col items-center py-24 text-center">
      <p
        className="bg-gradient-to-br from-primary to-secondary bg-clip-text text-8xl font-black tracking-tight text-transparent"
        aria-hidden
      >
        {code}
      </p>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-3 max-w-lg text-fg-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children}
        <Link href="/" className={buttonClasses({ variant: 'primary' })}>
          {homeLabel}
        </Link>
      </div>
    </section>
  );
}
