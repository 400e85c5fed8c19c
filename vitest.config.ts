import { configDefaults, defineConfig } from 'vitest/config'

/**
 * The test projects, by what their tests touch (CONTRIBUTING.md, "Kinds of tests"). Every test
 * file belongs to exactly one (scripts/test-projects.test.ts checks it); `vitest run` runs them
 * all, `vitest run --project unit` (`npm run test:unit`) one. Only the projects whose tests open a
 * PostgreSQL store start one (POSTGRES); they share it.
 */
export const TEST_PROJECTS = {
  /** Pure code in the test's own process: no database, no server or child process, no browser. */
  unit: {
    include: [
      'packages/contract/test/**/*.test.ts',
      'packages/render/test/**/*.test.ts',
      'packages/sdk/test/{errors,idempotency,options,people,retry,routing,types,verify-webhook}.test.ts',
      'packages/contract-tests/test/profiles.test.ts',
      'packages/server/test/{architecture,config,env-file,import-cycles,layout-docs,start-errors}.test.ts',
      'packages/server/test/architecture/**/*.test.ts',
      'packages/server/test/bin/supported-node.test.ts',
      'packages/server/test/domain/**/*.test.ts',
      'packages/server/test/geoip/**/*.test.ts',
      'packages/server/test/images/**/*.test.ts',
      'packages/server/test/logging.test.ts',
      'packages/server/test/metrics/**/*.test.ts',
      'packages/server/test/moving/**/*.test.ts',
      'packages/server/test/webhooks/{retry-delay,signature}.test.ts',
      'scripts/{source-size,function-size,contract-copies,test-projects,store-share}.test.ts',
    ],
    exclude: ['packages/server/test/domain/images/{qr-code-image,branded-image}.test.ts'],
  },
  /** The repositories on every engine: memory, SQLite files, PostgreSQL. */
  store: {
    include: ['packages/server/test/store/**/*.test.ts'],
    exclude: ['packages/server/test/store/sqlite/sqlite-faults.test.ts'],
  },
  /** The app in-process (app.inject or listening on 127.0.0.1) on every engine, and clients of it. */
  api: {
    include: [
      'packages/server/test/http/**/*.test.ts',
      'packages/server/test/fuzz/**/*.test.ts',
      'packages/server/test/mail/**/*.test.ts',
      'packages/server/test/oidc/**/*.test.ts',
      'packages/server/test/webhooks/{address-guard,deactivation,dispatcher,dispatcher-failures,fair-dispatch,post-webhook,scan-events,event-stream}.test.ts',
      'packages/server/test/health/**/*.test.ts',
      'packages/sdk/test/{server,keys,webhooks,assets,styles,people,domains,events}.integration.test.ts',
      'packages/contract-tests/test/generated.test.ts',
    ],
    exclude: ['packages/server/test/http/server-timeouts.test.ts'],
  },
  /** Pages in Chromium. */
  e2e: {
    include: [
      'packages/server/test/e2e/**/*.test.ts',
      'packages/sdk/test/browser-example.test.ts',
      'packages/sdk/test/react-example.test.ts',
      'packages/mock/test/msw-browser.test.ts',
    ],
    exclude: [],
  },
  /** Child processes: the server and CLI as programs, packaging, several instances, crashes, Prism, zbarimg. */
  process: {
    include: [
      'packages/server/test/{server,runtime,access-log,graceful-shutdown,crash-durability,multi-instance,postgres-terminated-instances,readme-tour}.test.ts',
      'packages/server/test/http/server-timeouts.test.ts',
      'packages/server/test/cli/**/*.test.ts',
      'packages/server/test/bin/unsupported-node.test.ts',
      'packages/server/test/store/sqlite/sqlite-faults.test.ts',
      'packages/server/test/webhooks/{webhook-processes,scan-event-processes}.test.ts',
      'packages/server/test/deploy/**/*.test.ts',
      'packages/server/test/domain/images/{qr-code-image,branded-image}.test.ts',
      'packages/server/test/web/**/*.test.ts',
      'packages/mock/test/**/*.test.ts',
      'packages/sdk/test/{examples,mock.integration,package,typedoc,runtimes}.test.ts',
      'packages/contract-tests/test/{kit,options}.test.ts',
      'packages/contract-tests/test/{ci,webhooks}.test.ts',
      'scripts/{generate,packed-packages}.test.ts',
      'scripts/bench/**/*.test.ts',
    ],
    exclude: ['packages/mock/test/msw-browser.test.ts'],
  },
} satisfies Record<string, { include: string[]; exclude: string[] }>

/** Where test files are looked for at all: each of them is in one project above. */
export const ALL_TESTS = ['packages/*/test/**/*.test.ts', 'scripts/**/*.test.ts']

/** The projects with tests that open a PostgreSQL store (test/helpers/engines.ts, inject('postgresUrl')). */
const POSTGRES = new Set(['store', 'api', 'process'])

export default defineConfig({
  resolve: {
    // Workspace packages resolve to their TypeScript sources, so tests need no build.
    conditions: ['source'],
  },
  ssr: {
    resolve: { conditions: ['source'], externalConditions: ['source'] },
  },
  test: {
    pool: 'forks',
    testTimeout: 20_000,
    // Browser pages and child processes get a bounded wait, not a speed test: on a loaded 2-core
    // machine a page can take longer than the default second to settle.
    expect: { poll: { timeout: 10_000 } },
    projects: Object.entries(TEST_PROJECTS).map(([name, files]) => ({
      extends: true,
      test: {
        name,
        include: files.include,
        exclude: [...configDefaults.exclude, ...files.exclude],
        ...(POSTGRES.has(name) && { globalSetup: ['packages/server/test/global-setup.ts'] }),
      },
    })),
  },
})
