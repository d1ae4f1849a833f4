import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The pinned TypeScript 6 compiler, by path: `typescript7`, TypeScript 7 for the checks that users' compiler reads our types, installs a `tsc` of its own. */
const tsc6 = fileURLToPath(new URL('node_modules/typescript/bin/tsc', import.meta.url));

export default defineConfig({
  test: {
    // Adapter and database suites start real servers; keep parallelism modest on two cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'all',
          include: ['test/**/*.test.ts'],
          // A throwaway PostgreSQL 15 cluster for the unique/exists suites (test/database/postgres.ts).
          globalSetup: ['test/database/postgres.ts'],
          setupFiles: ['test/setup/fast-check.ts'],
          typecheck: { enabled: true, checker: tsc6, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
        },
      },
      {
        // The whole suite once more with no generated code: the walk alone answers every test.
        extends: true,
        test: {
          name: 'walk',
          include: ['test/**/*.test.ts'],
          globalSetup: ['test/database/postgres.ts'],
          setupFiles: ['test/setup/fast-check.ts', 'test/setup/walk-only.ts'],
        },
      },
      {
        // The security suite once more with `__proto__` turned into a throwing accessor: any code relying on it shows up.
        extends: true,
        test: {
          name: 'no-proto',
          include: ['test/security/**/*.test.ts'],
          setupFiles: ['test/setup/fast-check.ts'],
          execArgv: ['--disable-proto=throw'],
        },
      },
    ],
  },
});
