import { NextResponse } from 'next/server';
import type { ActionResult } from '@/lib/action-result';
import { findDashboardAction } from '@/server/dashboard/registry';
import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { readJsonBody } from '@/server/http';
import { refuseCrossSite } from '@/server/security/csrf';

/** JSON bodies of dashboard actions; uploads have their own route */
const MAX_BODY_BYTES = bodyLimitBytes('dashboard call');

const fail = (status: 400 | 403 | 404 | 413, error: string) =>
  NextResponse.json({ ok: false, status, error } satisfies ActionResult<never>, { status });

/**
 * Every dashboard read and write the browser makes: `POST /api/dashboard/{action}` with a JSON body. The
 * action itself checks the permission against the database (defineAction); this route only refuses
 * cross-site requests (CSRF), oversized or unreadable bodies and unknown names.
 */
export async function POST(req: Request, ctx: { params: Promise<{ action: string }> }) {
  const crossSite = await refuseCrossSite(req, { ok: false, status: 403, error: 'forbidden' });
  if (crossSite) return crossSite;
  const { action: name } = await ctx.params;
  const action = findDashboardAction(name);
  if (!action) return fail(404, 'notFound');
  const body = await readJsonBody(req, MAX_BODY_BYTES);
  if (!body.ok) return body.reason === 'tooLarge' ? fail(413, 'tooLarge') : fail(400, 'invalid');
  const result = await action(body.value);
  return NextResponse.json(result, { status: result.ok ? 200 : result.status, headers: { 'cache-control': 'no-store' } });
}
