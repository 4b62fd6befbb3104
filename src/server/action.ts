import 'server-only';
import { z } from 'zod';
import type { PermissionKey } from '@/domain/permissions/permissions';
import { canEnterDashboard, permissionFor, type Access } from '@/domain/permissions/permissions';
import type { ActionFailureStatus, ActionResult } from '@/lib/action-result';
import { auth } from '@/server/auth/auth';
import type { AuthUser } from '@/server/auth/session-user';
import { getDb, type Tx } from '@/server/db';
import { auditLog } from '@/server/db/schema';
import { cleanInput } from '@/lib/clean-input';
import { activityJson } from '@/domain/dashboard/activity';
import { fieldErrorsOf } from '@/lib/limit-message';

export type { ActionResult } from '@/lib/action-result';

/**
 * Who may run an action: a dashboard area and the right it needs, `admin` (the staff section), or `staff`: anyone who
 * may enter the dashboard, for what belongs to the staff member rather than to an area (their notifications) or
 * whose area comes with the input (an upload, checked by the action itself).
 */
export type ActionPermission = { area: PermissionKey; action: keyof Access } | 'admin' | 'staff';

/** A refusal with a translated message key (`dashboard.errors.<code>`) and an HTTP-like status. */
export class ActionError extends Error {
  constructor(
    readonly status: ActionFailureStatus,
    readonly code: string,
    readonly params?: Record<string, string | number>,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(code);
    this.name = 'ActionError';
  }
}

export interface AuditEntry {
  entity: string;
  entityId?: string | null;
  /** defaults to the action name */
  action?: string;
  before?: unknown;
  after?: unknown;
}

export interface ActionContext {
  actor: AuthUser;
  /** the transaction the action runs in; the audit rows are written in it too */
  tx: Tx;
  /** records an audit row (who, what, when, before/after) in the action's transaction */
  audit(entry: AuditEntry): Promise<void>;
}

/**
 * A dashboard action: callable with the raw input, carrying its name, permission and zod schema. The name is a
 * literal type so the registry (src/server/dashboard/registry.ts) can give the browser's calls their types.
 */
export interface DefinedAction<S extends z.ZodType, T, N extends string = string> {
  (raw: unknown): Promise<ActionResult<T>>;
  readonly actionName: N;
  readonly permission: ActionPermission;
  /** zod schema of the input (also used by the browser form) */
  readonly schema: S;
}

/** May this account run an action with this permission? Read from the database-backed AuthUser. */
export function isAllowed(actor: AuthUser | null, permission: ActionPermission): actor is AuthUser {
  if (!actor || actor.blocked) return false;
  if (permission === 'admin') return actor.a;
  if (permission === 'staff') return canEnterDashboard(actor);
  return permissionFor(actor, permission.area)[permission.action];
}

function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Turns anything thrown inside an action into a result; unknown errors are logged, never sent. */
export function failureOf(name: string, err: unknown): ActionResult<never> {
  if (err instanceof ActionError)
    return { ok: false, status: err.status, error: err.code, params: err.params, fieldErrors: err.fieldErrors };
  if (err instanceof z.ZodError) return { ok: false, status: 400, error: 'invalid', fieldErrors: fieldErrorsOf(err) };
  if ((err as { status?: number })?.status === 403) return { ok: false, status: 403, error: 'forbidden' };
  const code = pgCode(err);
  if (code === '23505') return { ok: false, status: 409, error: 'conflict' };
  if (code === '23503') return { ok: false, status: 409, error: 'inUse' };
  // text the database cannot hold (encoding, too long for a column or an index): the input's fault, not the server's
  if (code && ['22001', '22021', '22P05', '54000'].includes(code)) return { ok: false, status: 400, error: 'invalid' };
  console.error(`[action] ${name} failed:`, err);
  return { ok: false, status: 500, error: 'somethingWentWrong' };
}

export interface DefineActionOptions<I, T> {
  /** after the transaction committed: clear the caches the write made stale */
  after?: (data: T, input: I) => void | Promise<void>;
  /** reads (view actions) skip the automatic audit row; writes get one unless they recorded their own */
  audit?: boolean;
  /**
   * A write declares what it makes stale: `after` expires it, or `expires: 'nothing'` says that no cached page or
   * read shows what it writes (docs/architecture.md, "What a write expires"). A write that declares neither is refused
   * when it is defined.
   */
  expires?: 'nothing';
}

/**
 * The one way to write a dashboard read or write (DESIGN.md): authorise against the database-backed
 * account first (403 and nothing touched), then parse the input with the shared zod schema (400 with
 * field errors), then run in one transaction with an audit row for every write, then revalidate.
 */
export function defineAction<const N extends string, S extends z.ZodType, T>(
  name: N,
  schema: S,
  permission: ActionPermission,
  fn: (input: z.output<S>, ctx: ActionContext) => Promise<T>,
  options: DefineActionOptions<z.output<S>, T> = {},
): DefinedAction<S, T, N> {
  const isWrite = permission === 'admin' || (permission !== 'staff' && permission.action !== 'view');
  const audits = options.audit ?? isWrite;
  // a write says what it makes stale, or that nothing cached shows it: forgetting is an error when the module loads
  if (audits && !options.after && options.expires !== 'nothing')
    throw new Error(
      `${name}: a write declares what it expires (after) or expires: 'nothing' (docs/architecture.md, "What a write expires")`,
    );
  const area = typeof permission === 'string' ? 'staff' : permission.area;

  const run = async (raw: unknown): Promise<ActionResult<T>> => {
    let actor: AuthUser | null;
    try {
      actor = await auth();
    } catch (err) {
      return failureOf(name, err);
    }
    if (!isAllowed(actor, permission)) return { ok: false, status: 403, error: 'forbidden' };
    const parsed = schema.safeParse(cleanInput(raw));
    if (!parsed.success) return { ok: false, status: 400, error: 'invalid', fieldErrors: fieldErrorsOf(parsed.error) };
    const input = parsed.data as z.output<S>;
    try {
      const db = await getDb();
      const data = await db.transaction(async (tx) => {
        let recorded = false;
        // JSON-safe copies without secrets (docs/requirements.md, "Activity log")
        const audit = async (entry: AuditEntry) => {
          recorded = true;
          await tx.insert(auditLog).values({
            actorId: actor.id,
            actorEmail: actor.email,
            area,
            action: entry.action ?? name,
            entity: entry.entity,
            entityId: entry.entityId ?? null,
            before: entry.before === undefined ? null : activityJson(entry.before),
            after: entry.after === undefined ? null : activityJson(entry.after),
          });
        };
        const result = await fn(input, { actor, tx, audit });
        if (audits && !recorded) await audit({ entity: name.split('.')[0], after: activityJson(input) });
        return result;
      });
      if (options.after) {
        try {
          await options.after(data, input);
        } catch (err) {
          console.error(`[action] ${name}: revalidation failed:`, err);
        }
      }
      return { ok: true, data };
    } catch (err) {
      return failureOf(name, err);
    }
  };
  return Object.assign(run, { actionName: name, permission, schema });
}
