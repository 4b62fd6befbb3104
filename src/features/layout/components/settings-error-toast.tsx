'use client';

import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';

/** (docs/requirements.md, "Settings"): when the settings could not be loaded, an error toast says so; the page renders with defaults. */
export function SettingsErrorToast({ message }: { message: string }) {
  useEffect(() => {
    toast.error(message, { id: 'settings-error' });
  }, [message]);
  return null;
}
