/**
 * How much of a table a query plan reads (docs/architecture.md, "Listings at scale"): from EXPLAIN (ANALYZE, FORMAT
 * JSON), the rows each scan of the table passed over (returned + removed by its filter or recheck, times its loops)
 * and the rows any node threw away. A plan that walks an index and filters out most of the table shows here, where
 * a check for sequential scans sees nothing wrong. Used by tests/integration/listing-plans.test.ts and the bench.
 */

/** One node of EXPLAIN (FORMAT JSON) output: the fields read here and its children. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Rows Removed by Join Filter'?: number;
  Plans?: PlanNode[];
}

export interface NodeReads {
  /** "Index Scan using products_sold_idx on products" */
  node: string;
  relation?: string;
  /** rows returned, all loops */
  rows: number;
  /** rows thrown away by its filter, recheck or join filter, all loops */
  removed: number;
}

const label = (n: PlanNode) =>
  `${n['Node Type']}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}`;

/** Every node of a plan with the rows it returned and removed (EXPLAIN reports both per loop: multiplied here). */
export function nodeReads(plan: PlanNode): NodeReads[] {
  const loops = plan['Actual Loops'] ?? 1;
  const removed =
    (plan['Rows Removed by Filter'] ?? 0) + (plan['Rows Removed by Index Recheck'] ?? 0) + (plan['Rows Removed by Join Filter'] ?? 0);
  const own: NodeReads = {
    node: label(plan),
    relation: plan['Relation Name'],
    rows: Math.round((plan['Actual Rows'] ?? 0) * loops),
    removed: Math.round(removed * loops),
  };
  return [own, ...(plan.Plans ?? []).flatMap(nodeReads)];
}

/** The top node of `EXPLAIN (ANALYZE, FORMAT JSON)`'s single result value. */
export function topNode(explained: unknown): PlanNode {
  const doc = (typeof explained === 'string' ? JSON.parse(explained) : explained) as { Plan: PlanNode }[];
  return doc[0].Plan;
}

/**
 * What is wrong with a plan's scans of `table`, as sentences (empty when nothing is): a scan that removed more than
 * `limit` rows, and, unless `scansScope` (an aggregate over a whole scope, such as the facets), one that passed over
 * more than `limit` rows.
 */
export function wastefulReads(
  plan: PlanNode,
  { table, limit, scansScope = false }: { table: string; limit: number; scansScope?: boolean },
): string[] {
  const out: string[] = [];
  for (const n of nodeReads(plan)) {
    if (n.relation !== table) continue;
    if (n.removed > limit) out.push(`${n.node} removed ${n.removed} rows (limit ${limit})`);
    else if (!scansScope && n.rows + n.removed > limit) out.push(`${n.node} read ${n.rows + n.removed} rows (limit ${limit})`);
  }
  return out;
}
