import { defineConfig } from 'vitest/config';
import SweepsFirst from './test/helpers/sequencer.js';

// Three tiers, each a vitest project: `npm run test:unit` (pure functions, no build, no
// browser: the inner loop), `test:build` (sites built in memory and on disk, the CLI),
// `test:browser` (Chromium). `npm test` runs all three.
export default defineConfig({
  test: {
    // Browser tests share one machine's two cores with builds: give them room.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // vitest's default in a run is one worker fewer than the cores: a single one on 2 cores.
    maxWorkers: 2,
    sequence: { sequencer: SweepsFirst },
    // DOCGEN_TEST_CPU_LOG=<file> records each file's CPU (scripts/test-cpu.mjs sums it).
    setupFiles: ['test/helpers/cpu-per-file.ts'],
    projects: [
      // Pure functions: the files of a worker share one module graph instead of each importing
      // it anew (4x faster). A file that replaces a module (vi.mock) is named *.mocks.test.ts
      // and runs isolated, in unit-mocks.
      {
        extends: true,
        test: { name: 'unit', include: ['test/unit/**/*.test.{ts,tsx}'], exclude: ['**/*.mocks.test.*'], isolate: false },
      },
      { extends: true, test: { name: 'unit-mocks', include: ['test/unit/**/*.mocks.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'build',
          isolate: false,
          include: ['test/integration/**/*.test.{ts,tsx}'],
          globalSetup: ['test/helpers/global-setup.ts'],
        },
      },
      {
        extends: true,
        // Like the build tier, the files of a worker share one module graph (the engine that
        // builds their sites is imported once a worker, not once a file); none replaces a module.
        test: {
          name: 'browser',
          isolate: false,
          include: ['test/browser/**/*.test.{ts,tsx}'],
          globalSetup: ['test/helpers/global-setup.ts'],
        },
      },
    ],
  },
  resolve: {
    alias: { 'docgen-cli': new URL('./src/index.ts', import.meta.url).pathname },
  },
});
