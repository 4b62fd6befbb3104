import { describe, expect, it } from 'vitest';
import { nodeReads, topNode, wastefulReads, type PlanNode } from './plan-reads';

// shaped as PostgreSQL prints them: rows and removed rows per loop
const walk: PlanNode = {
  'Node Type': 'Limit',
  'Actual Rows': 0,
  'Actual Loops': 1,
  Plans: [
    {
      'Node Type': 'Index Scan',
      'Index Name': 'products_sold_idx',
      'Relation Name': 'products',
      'Actual Rows': 0,
      'Actual Loops': 1,
      'Rows Removed by Filter': 100000,
    },
  ],
};
const perLoop: PlanNode = {
  'Node Type': 'Nested Loop',
  'Actual Rows': 10,
  'Actual Loops': 1,
  Plans: [
    { 'Node Type': 'Function Scan', 'Actual Rows': 2, 'Actual Loops': 1 },
    { 'Node Type': 'Seq Scan', 'Relation Name': 'search_words', 'Actual Rows': 5, 'Actual Loops': 2, 'Rows Removed by Filter': 800 },
  ],
};
const bitmap: PlanNode = {
  'Node Type': 'Bitmap Heap Scan',
  'Relation Name': 'products',
  'Actual Rows': 40,
  'Actual Loops': 1,
  'Rows Removed by Index Recheck': 3,
  Plans: [{ 'Node Type': 'Bitmap Index Scan', 'Index Name': 'products_brand_idx', 'Actual Rows': 2500, 'Actual Loops': 1 }],
};

describe('plan reads', () => {
  it('multiplies the per-loop figures by the loops', () => {
    expect(nodeReads(perLoop)[2]).toEqual({ node: 'Seq Scan on search_words', relation: 'search_words', rows: 10, removed: 1600 });
  });

  it('finds a walk that filters out the table, which a check for sequential scans misses', () => {
    expect(wastefulReads(walk, { table: 'products', limit: 3000 })).toEqual([
      'Index Scan using products_sold_idx on products removed 100000 rows (limit 3000)',
    ]);
  });

  it('judges the scans of the table asked about', () => {
    expect(wastefulReads(perLoop, { table: 'search_words', limit: 1000 })).toEqual([
      'Seq Scan on search_words removed 1600 rows (limit 1000)',
    ]);
    expect(wastefulReads(perLoop, { table: 'search_words', limit: 2000 })).toEqual([]);
    expect(wastefulReads(perLoop, { table: 'products', limit: 1000 })).toEqual([]);
  });

  it('counts the rows a scan of the table read unless it reads a whole scope by nature', () => {
    const wide: PlanNode = { ...bitmap, 'Actual Rows': 4000 };
    expect(wastefulReads(wide, { table: 'products', limit: 3000 })).toEqual(['Bitmap Heap Scan on products read 4003 rows (limit 3000)']);
    expect(wastefulReads(wide, { table: 'products', limit: 3000, scansScope: true })).toEqual([]);
    // an index entry count is no read of the table
    expect(wastefulReads(bitmap, { table: 'products', limit: 1000 })).toEqual([]);
  });

  it('reads the JSON EXPLAIN prints, as text or parsed', () => {
    const printed = JSON.stringify([{ Plan: walk }]);
    expect(topNode(printed)).toEqual(walk);
    expect(topNode(JSON.parse(printed))).toEqual(walk);
  });
});
