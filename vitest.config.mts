import { defineConfig } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';

/**
 * The cache store (src/server/cache/cache-store.mjs) of code under test keeps its files in a folder of this run. Not
 * for the hardening tests: the servers they start keep theirs where the shop does (DATA_DIR/cache).
 */
const TEST_CACHE = { CACHE_DIR: path.join(os.tmpdir(), `floorshop-vitest-cache-${process.pid}`) };

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname, 'src'),
      // 'server-only' throws outside React Server Components; in tests we are the server.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
      // as in next.config.ts: messages are precompiled, next-intl formats them with its small runtime
      'use-intl/format-message': path.resolve(import.meta.dirname, 'src/i18n/format-message.mjs'),
    },
  },
  test: {
    // next-intl and use-intl go through Vite so that the alias above reaches their own imports
    server: { deps: { inline: ['next-intl', 'use-intl'] } },
    projects: [
      {
        extends: true,
        // Vitest's default is one worker fewer than the cores: one on the 2-core machine
        test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node', maxWorkers: 2, env: TEST_CACHE },
      },
      {
        // one component at a time in a simulated DOM (happy-dom): its behaviour without a server or a browser;
        // a component's test sits beside it (x.test.tsx). docs/testing.md, "Component tests"
        extends: true,
        test: {
          name: 'component',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/component-setup.ts'],
          maxWorkers: 2,
          env: TEST_CACHE,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          env: TEST_CACHE,
          environment: 'node',
          // one seeded database per engine, copied by each file (tests/support/database.ts, createSeededTestDatabase)
          globalSetup: ['tests/support/seeded-template.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // every file makes its own databases (PGlite in its worker, a uniquely named one on PostgreSQL), temp folders
          // and Redis prefix, so two run at once: 3 min 44 s -> 2 min 33 s on 2 cores
          maxWorkers: 2,
        },
      },
      {
        // production builds as separate processes (scale-out, crash, restart, browser audits; docs/requirements.md, "Crash and restart")
        extends: true,
        test: {
          name: 'hardening',
          include: ['tests/hardening/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
