import fs from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The import rules of the house (docs/architecture.md, "Who may import whom"), enforced here rather than by habit.

const restrict = (patterns) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: patterns.map((group) => ({
        group: [group],
        message: 'Crosses a layer boundary (see docs/architecture.md, "Who may import whom").',
      })),
    },
  ],
});

/** Only server code touches the database. */
const DATABASE = ['@/server/db', '@/server/db/*'];
const COMPONENT_KITS = ['ui', 'dashboard', 'cart', 'orders'];

/**
 * Who may import whom (docs/architecture.md), zone by zone. No file is in two zones: each zone carries every pattern
 * its files must not import.
 */
export const IMPORT_ZONES = [
  // domain: pure rules, no I/O, no framework
  {
    files: ['src/domain/**'],
    patterns: [
      '@/server/*',
      '@/features/*',
      '@/components/*',
      '@/app/*',
      'next',
      'next/*',
      'react',
      'react-dom',
      'drizzle-orm',
      'drizzle-orm/*',
    ],
  },
  // design-system primitives know nothing of the business
  {
    files: ['src/components/ui/**'],
    patterns: ['@/server/*', '@/features/*', '@/domain/*', '@/app/*', '@/components/dashboard/*', '@/components/cart/*'],
  },
  // the dashboard kit and the shared cart state serve features; they do not reach into them, into routes or the database
  { files: ['src/components/dashboard/**', 'src/components/cart/**'], patterns: ['@/features/*', '@/app/*', ...DATABASE] },
  // the order summary: no server code at all
  { files: ['src/components/orders/**'], patterns: ['@/features/*', '@/app/*', '@/server/*'] },
  // the other shared components (reviews, opening hours)
  {
    files: ['src/components/**'],
    ignores: COMPONENT_KITS.map((kit) => `src/components/${kit}/**`),
    patterns: ['@/features/*', '@/app/*', ...DATABASE],
  },
  // server code does not import routes or UI (e-mail templates under server/mail are React by design)
  { files: ['src/server/**'], patterns: ['@/app/*', '@/features/*', '@/components/*', '@/server/db/seed/*'] },
  // routes, features and translations reach the database only through server/*
  { files: ['src/app/**', 'src/features/**', 'src/i18n/**'], patterns: DATABASE },
  // lib is isomorphic (env.ts reads the server's environment)
  { files: ['src/lib/**'], ignores: ['src/lib/env.ts'], patterns: ['@/server/*', '@/features/*', '@/app/*', '@/components/*'] },
  { files: ['src/lib/env.ts'], patterns: DATABASE },
];

/** The feature areas: each storefront folder under src/features, and each dashboard menu area under src/features/dashboard. */
const dirs = (at) =>
  fs
    .readdirSync(at, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const FEATURE_AREAS = [
  ...dirs('src/features').filter((d) => d !== 'dashboard'),
  ...dirs('src/features/dashboard').map((d) => `dashboard/${d}`),
];

/** A feature does not import another feature: shared pieces live in components/, domain/ or lib/. */
const featureZones = FEATURE_AREAS.map((area) => ({
  target: `./src/features/${area}`,
  from: './src/features',
  except: [`./${area}`],
  message: 'A feature does not import another feature; move what both need to components/, domain/ or lib/.',
}));

/** A 'use client' file reaches server code only through `import type` (its code would be sent to the browser). */
const clientImportsServerAsTypes = {
  meta: { type: 'problem', messages: { server: "A 'use client' file imports server code only as types (import type)." } },
  create(context) {
    const first = context.sourceCode.ast.body[0];
    if (first?.type !== 'ExpressionStatement' || first.directive !== 'use client') return {};
    return {
      ImportDeclaration(node) {
        if (!/^@\/server(\/|$)/.test(node.source.value) || node.importKind === 'type') return;
        if (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')) return;
        context.report({ node, messageId: 'server' });
      },
    };
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'data/**',
    'next-env.d.ts',
    'public/**',
    'test-results/**',
    'playwright-report/**',
    '.mail-preview/**',
  ]),
  { plugins: { house: { rules: { 'client-imports-server-as-types': clientImportsServerAsTypes } } } },
  {
    files: ['src/**/*.{ts,tsx,mts}'],
    // packages are not followed (no-cycle would parse all of node_modules)
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'house/client-imports-server-as-types': 'error',
      'import/no-restricted-paths': ['error', { zones: featureZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // one no-restricted-imports block per file: a later block matching the same file would replace the rule's patterns
  // rather than add to them, so each zone lists all of its own (IMPORT_ZONES below; tested by scripts/lint-zones.test.ts)
  ...IMPORT_ZONES.map(({ files, ignores = [], patterns }) => ({ files, ignores, rules: restrict(patterns) })),
]);
