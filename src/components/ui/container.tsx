import { cn } from './cn';

/** Content at most 1280 px wide, centred, with side padding (docs/requirements.md, "Widths and breakpoints"). */
export function Container({ className, children, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('container-shop', className)} {...props}>
      {children}
    </div>
  );
}
