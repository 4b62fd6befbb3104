import { buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';

/** Title row of a dashboard page with its actions (create link, export...) at the end. */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-end justify-between gap-3', className)}>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
        {description && <p className="mt-1 text-sm text-fg-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** Class names of the "Create" link button of a list page. */
export const createLinkClasses = (className?: string) =>
  buttonClasses({ variant: 'secondary', size: 'sm', className: cn('gap-1.5', className) });
