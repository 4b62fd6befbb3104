'use client';

import type { UseFormReturn } from 'react-hook-form';

export type Form = UseFormReturn<Record<string, unknown>>;
