import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    // Workspace packages resolve to their TypeScript sources, so tests need no build.
    conditions: ['source'],
  },
  ssr: {
    resolve: { conditions: ['source'], externalConditions: ['source'] },
  },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'scripts/**/*.test.ts'],
    pool: 'forks',
    globalSetup: ['packages/server/test/global-setup.ts'],
    testTimeout: 20_000,
    // Browser pages and child processes get a bounded wait, not a speed test: on a loaded 2-core
    // machine a page can take longer than the default second to settle.
    expect: { poll: { timeout: 10_000 } },
  },
})
