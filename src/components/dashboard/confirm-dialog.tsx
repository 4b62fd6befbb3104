'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

/**
 * A modal yes/no question before a destructive action (docs/requirements.md, "Destructive actions"): the title names
 * the thing, the description the consequence, and both buttons say what they do ("Keep order" / "Cancel order"),
 * never a bare "Cancel" or "OK". The confirm button shows busy while `onConfirm` runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  busy,
  destructive = true,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** what confirming does, e.g. "Delete product" */
  confirmLabel: React.ReactNode;
  /** what closing without acting keeps, e.g. "Keep product" */
  cancelLabel: React.ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  destructive?: boolean;
  /** room for a form of several rows (it scrolls inside the dialog when taller than the screen) */
  wide?: boolean;
  /** more of the question (e.g. choices) between the description and the buttons */
  children?: React.ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className={cn(
            'fixed start-1/2 top-1/2 z-50 -translate-y-1/2 rounded-lg bg-surface p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2',
            wide ? 'max-h-[90vh] w-[min(92vw,40rem)] overflow-y-auto' : 'w-[min(92vw,28rem)]',
          )}
        >
          <Dialog.Title className="text-lg font-semibold text-fg">{title}</Dialog.Title>
          {description && <Dialog.Description className="mt-2 text-sm text-fg-muted">{description}</Dialog.Description>}
          {children}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline" size="sm">
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button
              variant={destructive ? 'dark' : 'primary'}
              size="sm"
              onClick={onConfirm}
              disabled={busy}
              className={destructive ? 'bg-red-700 hover:bg-red-800' : undefined}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
