import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import rules of docs/architecture.md, "Who may import whom", as lint applies them: for each zone a file (never
 * written to disk) imports what the zone forbids, and lint must refuse it; an import the zone allows must pass. A
 * config block that replaced another's patterns (as the database block once replaced every component zone's) fails here.
 */
const FORBIDDEN: [file: string, imports: string[]][] = [
  ['src/domain/orders/probe.ts', ['@/server/db', '@/features/cart/x', '@/components/ui/button', 'next/cache', 'react', 'drizzle-orm']],
  [
    'src/components/ui/probe.tsx',
    ['@/server/db', '@/server/settings/x', '@/features/cart/x', '@/domain/orders/x', '@/app/x', '@/components/cart/x'],
  ],
  ['src/components/dashboard/probe.tsx', ['@/server/db', '@/server/db/schema', '@/features/cart/x', '@/app/x']],
  ['src/components/cart/probe.tsx', ['@/server/db', '@/features/cart/x', '@/app/x']],
  ['src/components/orders/probe.tsx', ['@/server/orders/x', '@/features/cart/x', '@/app/x']],
  ['src/components/reviews/probe.tsx', ['@/server/db', '@/features/cart/x', '@/app/x']],
  ['src/server/orders/probe.ts', ['@/app/x', '@/features/cart/x', '@/components/ui/button', '@/server/db/seed/x']],
  ['src/app/probe.tsx', ['@/server/db', '@/server/db/schema']],
  ['src/features/cart/probe.tsx', ['@/server/db']],
  ['src/i18n/probe.ts', ['@/server/db/schema']],
  ['src/lib/probe.ts', ['@/server/settings/x', '@/features/cart/x', '@/app/x', '@/components/ui/button']],
  ['src/lib/env.ts', ['@/server/db']],
];

const ALLOWED: [file: string, imports: string[]][] = [
  ['src/domain/orders/probe.ts', ['zod', '@/lib/money']],
  ['src/components/ui/probe.tsx', ['@/lib/money', 'react']],
  ['src/components/dashboard/probe.tsx', ['@/domain/orders/x', '@/components/ui/button']],
  ['src/components/reviews/probe.tsx', ['@/domain/orders/x', '@/components/ui/button']],
  ['src/server/orders/probe.ts', ['@/server/db', '@/domain/orders/x']],
  ['src/features/cart/probe.tsx', ['@/server/cart/x', '@/components/ui/button']],
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The import-rule messages lint gives one import in that file. */
async function refusals(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import '${source}';\n`, { filePath: file });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'import/no-restricted-paths')
    .map((m) => m.message);
}

describe('lint refuses what each zone may not import', () => {
  it.each(FORBIDDEN)('%s', async (file, imports) => {
    for (const source of imports) expect(await refusals(file, source), `${file} imports ${source}`).not.toEqual([]);
  });
});

describe('lint lets each zone import what it may', () => {
  it.each(ALLOWED)('%s', async (file, imports) => {
    for (const source of imports) expect(await refusals(file, source), `${file} imports ${source}`).toEqual([]);
  });
});

describe('a feature does not import another feature', () => {
  it('refuses src/features/cart importing src/features/catalogue, and lets it import its own files', async () => {
    // the rule follows the import to its file, so these name files that exist
    expect(await refusals('src/features/cart/probe.tsx', '../catalogue/templates/product-template')).not.toEqual([]);
    expect(await refusals('src/features/cart/probe.tsx', '@/features/catalogue/templates/product-template')).not.toEqual([]);
    expect(await refusals('src/features/catalogue/probe.tsx', './templates/product-template')).toEqual([]);
  });
});
