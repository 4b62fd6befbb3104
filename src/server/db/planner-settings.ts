import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './index';

/** Planner switches a statement may need set for it (docs/architecture.md, "Listings at scale" and "Search"). */
type PlannerSetting = 'enable_indexscan' | 'enable_indexonlyscan' | 'enable_seqscan';

/**
 * Runs `fn` with the planner settings given, local to the caller's transaction (one statement sets them and reads
 * what they were), then puts back what they were. On a failure the transaction is rolled back, and its settings with
 * it; outside a transaction each statement is its own, and the settings last for that statement only.
 */
export async function withPlannerSettings<T>(
  tx: DbOrTx,
  settings: Partial<Record<PlannerSetting, 'on' | 'off'>>,
  fn: () => Promise<T>,
): Promise<T> {
  const names = Object.keys(settings) as PlannerSetting[];
  const [saved] = (
    (await tx.execute(
      sql`select ${sql.join(
        names.map((name, i) => sql`current_setting(${name}) as ${sql.raw(`s${i}`)}, set_config(${name}, ${settings[name]!}, true)`),
        sql`, `,
      )}`,
    )) as unknown as { rows: Record<string, string>[] }
  ).rows;
  const result = await fn();
  await tx.execute(
    sql`select ${sql.join(
      names.map((name, i) => sql`set_config(${name}, ${saved[`s${i}`]}, true)`),
      sql`, `,
    )}`,
  );
  return result;
}

/**
 * Runs `fn` (inside a transaction) with the planner limited to bitmap index scans: the matching set is read through
 * the indexes of its conditions, never by walking an index in some order and filtering, so its cost is that of what
 * matches (docs/architecture.md, "Listings at scale"). The settings are restored afterwards.
 */
export const withBitmapScansOnly = <T>(tx: DbOrTx, fn: () => Promise<T>): Promise<T> =>
  withPlannerSettings(tx, { enable_indexscan: 'off', enable_indexonlyscan: 'off', enable_seqscan: 'off' }, fn);
