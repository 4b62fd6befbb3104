import { forwardRef } from 'react';
import { cx } from './cx';

export type IconButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  /** accessible name; icon buttons have no visible text */
  label: string;
  tone?: 'default' | 'inverse' | 'primary';
};

export const ICON_BUTTON_TONES = {
  default: 'text-fg hover:bg-surface-muted',
  inverse: 'text-white hover:bg-white/10',
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover hover:text-primary-hover-fg shadow-lg',
};

export const ICON_BUTTON_BASE =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-strong';

/** A square button that shows only an icon and carries its name in aria-label. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, tone = 'default', className, type = 'button', children, ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cx(ICON_BUTTON_BASE, ICON_BUTTON_TONES[tone], className)}
      {...props}
    >
      {children}
    </button>
  );
});
