import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message: 'Crosses a layer boundary (see DESIGN.md, "Who may import whom").' })) }],
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', 'node_modules/**', 'data/**', 'next-env.d.ts', 'public/**', 'test-results/**', 'playwright-report/**']),
  // domain: pure rules, no I/O, no framework
  { files: ['src/domain/**'], rules: restrict(['@/server/*', '@/features/*', '@/components/*', '@/app/*', 'next', 'next/*', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*']) },
  // design-system primitives know nothing of the business
  { files: ['src/components/ui/**'], rules: restrict(['@/server/*', '@/features/*', '@/domain/*', '@/app/*']) },
  // only server/* touches the database
  { files: ['src/app/**', 'src/features/**', 'src/components/**', 'src/lib/**', 'src/i18n/**'], rules: restrict(['@/server/db', '@/server/db/*']) },
  // lib is isomorphic
  { files: ['src/lib/**'], ignores: ['src/lib/env.ts'], rules: restrict(['@/server/*', '@/features/*', '@/app/*', '@/components/*']) },
]);
