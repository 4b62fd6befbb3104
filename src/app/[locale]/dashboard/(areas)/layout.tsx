import { headers } from 'next/headers';
import { forbidden } from 'next/navigation';
import { DASHBOARD_PATH_HEADER, dashboardRouteAccess } from '@/domain/dashboard/route-access';
import { isAllowed } from '@/server/action';
import { auth } from '@/server/auth/auth';

/**
 * The page's own right (from its path, see dashboardRouteAccess), checked on a full page load before anything streams
 * (the skeleton, loading.tsx, is inside this layout), so a refusal answers HTTP 403; the 403 page is drawn inside the
 * dashboard frame (../forbidden.tsx), with the menu of the areas this member of staff may open. Every page and
 * action checks again.
 */
export default async function DashboardAreaLayout({ children }: { children: React.ReactNode }) {
  const path = (await headers()).get(DASHBOARD_PATH_HEADER);
  const access = dashboardRouteAccess(path?.startsWith('/dashboard') ? path : '/dashboard');
  if (access && !isAllowed(await auth(), access)) forbidden();
  return children;
}
