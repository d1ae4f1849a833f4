import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // A throwaway PostgreSQL 15 cluster for the unique/exists suites (test/database/postgres.ts).
    globalSetup: ['test/database/postgres.ts'],
    typecheck: { include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    // Adapter and database suites start real servers; keep parallelism modest on two cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
