/**
 * EXPLAIN ANALYZE of the statements a service sent, replayed in order in one transaction that is rolled back: the
 * planner settings a service changes for a statement (set_config: trigram thresholds, bitmap scans only) are
 * replayed with it, so each statement is explained as it was planned when it ran. Used by the query-plan test and
 * the bench (docs/architecture.md, "Listings at scale").
 */
import type pg from 'pg';
import { topNode, type PlanNode } from './plan-reads';

export interface Statement {
  query: string;
  params: unknown[];
}

export interface ExplainedStatement extends Statement {
  plan: PlanNode;
  /** the same plan as EXPLAIN prints it (when asked for) */
  text?: string;
  ms: number;
}

/** Records the statements a Drizzle database sends (its `logger`). */
export class StatementRecorder {
  statements: Statement[] = [];
  logQuery(query: string, params: unknown[]) {
    this.statements.push({ query, params });
  }
}

const control = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

export async function explainAsRun(client: pg.PoolClient, statements: Statement[], { text = false } = {}): Promise<ExplainedStatement[]> {
  const out: ExplainedStatement[] = [];
  await client.query('begin');
  try {
    for (const s of statements) {
      if (control.test(s.query)) continue;
      if (/set_config\(/.test(s.query)) {
        await client.query(s.query, s.params);
        continue;
      }
      if (!/^\s*(select|with)\b/i.test(s.query)) continue;
      const json = await client.query(`explain (analyze, format json) ${s.query}`, s.params);
      const doc = json.rows[0]['QUERY PLAN'] as { 'Execution Time': number }[];
      const explained: ExplainedStatement = { ...s, plan: topNode(doc), ms: doc[0]['Execution Time'] };
      if (text) {
        const res = await client.query(`explain (analyze, costs off, timing on) ${s.query}`, s.params);
        explained.text = res.rows.map((r) => r['QUERY PLAN'] as string).join('\n');
        explained.ms = Number(/Execution Time: ([\d.]+) ms/.exec(explained.text)?.[1] ?? explained.ms);
      }
      out.push(explained);
    }
    return out;
  } finally {
    await client.query('rollback');
  }
}
