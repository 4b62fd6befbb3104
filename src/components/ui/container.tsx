import { cn } from './cn';

/** Spec §9: content at most 1280 px wide, centred, with side padding. */
export function Container({ className, children, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('container-shop', className)} {...props}>
      {children}
    </div>
  );
}
