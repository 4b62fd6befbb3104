import { bodyLimitBytes } from '@/lib/body-limits.mjs';
import { actionRoute, envelopeAnswer, jsonInput, queryInput } from '@/server/http';
import { clearNotificationsAction, listNotificationsAction } from '@/server/notifications/notifications';
import { auth } from '@/server/auth/auth';

/** The Store API's envelope (docs/requirements.md, "Response envelope"); who may not use the bell: 403 `forbidden`. */
const answer = envelopeAnswer((f) => ({ err: f.status === 404 ? 'notFound' : f.status === 400 ? 'invalid' : 'forbidden' }));

/** A guest is told to sign in (401 `unauthorized`) before the staff contract refuses anyone else (403). */
const gate = async () =>
  (await auth()) ? null : Response.json({ success: false, err: 'unauthorized' }, { status: 401, headers: { 'cache-control': 'no-store' } });

/** The staff member's notifications (areas they may view, since their last "Clear all"), newest first, sanitised HTML. */
export const GET = actionRoute(listNotificationsAction, { read: queryInput, answer, gate });

/** "Clear all" for the caller only (an optional {upTo}: the newest one the bell showed); everyone else keeps their list. */
export const DELETE = actionRoute(clearNotificationsAction, { read: jsonInput(bodyLimitBytes('notification')), answer, gate });
