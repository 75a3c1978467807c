import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // Browser tests share one machine's two cores with builds: give them room.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
  resolve: {
    alias: { 'docgen-cli': new URL('./src/index.ts', import.meta.url).pathname },
  },
});
