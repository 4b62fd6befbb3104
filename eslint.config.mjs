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
  // domain: pure rules, no I/O, no framework
  {
    files: ['src/domain/**'],
    rules: restrict([
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
    ]),
  },
  // design-system primitives know nothing of the business
  {
    files: ['src/components/ui/**'],
    rules: restrict(['@/server/*', '@/features/*', '@/domain/*', '@/app/*', '@/components/dashboard/*', '@/components/cart/*']),
  },
  // the dashboard kit, the shared cart state and the order summary serve features; they do not reach into them or into routes
  { files: ['src/components/dashboard/**', 'src/components/cart/**'], rules: restrict(['@/features/*', '@/app/*']) },
  { files: ['src/components/orders/**'], rules: restrict(['@/features/*', '@/app/*', '@/server/*']) },
  // server code does not import routes or UI (e-mail templates under server/mail are React by design)
  { files: ['src/server/**'], rules: restrict(['@/app/*', '@/features/*', '@/components/*', '@/server/db/seed/*']) },
  // only server/* touches the database
  {
    files: ['src/app/**', 'src/features/**', 'src/components/**', 'src/lib/**', 'src/i18n/**'],
    rules: restrict(['@/server/db', '@/server/db/*']),
  },
  // lib is isomorphic
  { files: ['src/lib/**'], ignores: ['src/lib/env.ts'], rules: restrict(['@/server/*', '@/features/*', '@/app/*', '@/components/*']) },
]);
