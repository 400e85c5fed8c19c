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
  },
})
