import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/**
 * Locale-aware Link, redirect, usePathname and useRouter: links inside a language stay inside it
 * (/ar/shop links to /ar/product/…, English links stay unprefixed). usePathname answers the path without the prefix.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
