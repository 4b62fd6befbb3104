import type { ActionResult } from '@/lib/action-result';
import { findDashboardAction } from '@/server/dashboard/registry';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { actionRoute, jsonInput } from '@/server/http';

/** JSON bodies of dashboard actions; uploads have their own route */
const readCall = jsonInput(bodyLimitBytes('dashboard call'));

const unknownAction = async (): Promise<ActionResult<never>> => ({ ok: false, status: 404, error: 'notFound' });

/**
 * Every dashboard read and write the browser makes: `POST /api/dashboard/{action}` with a JSON body. The
 * action itself checks the permission against the database (defineAction); the route (actionRoute) only refuses
 * cross-site requests (CSRF), oversized or unreadable bodies, and answers 404 for an unknown name.
 */
export async function POST(req: Request, ctx: { params: Promise<{ action: string }> }) {
  const { action: name } = await ctx.params;
  return actionRoute(findDashboardAction(name) ?? unknownAction, { read: readCall })(req);
}
