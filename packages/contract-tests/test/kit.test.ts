import { execFile } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { createMemoryStore, openPostgresStore, openSqliteStore, type Store } from '@dynqr/server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type CheckResult, ContractKit, summary } from '../src/index.js'
import { type Running, type RunningServer, randomPort, startPrism, startServer } from './helpers.js'

const run = promisify(execFile)
const failuresOf = (results: CheckResult[]) => results.filter((r) => !r.passed)

function expectAllPassed(results: CheckResult[], target: string) {
  expect(failuresOf(results), summary(results, target)).toEqual([])
  expect(results.filter((r) => !r.skipped).length).toBeGreaterThan(10)
}

describe('the kit against the Prism mock (mock profile)', () => {
  let mock: Running
  beforeAll(async () => {
    mock = await startPrism(['mock', 'openapi.yaml'])
  }, 90_000)
  afterAll(async () => {
    await mock?.stop()
  })

  it('passes every check', async () => {
    const results = await new ContractKit({ baseUrl: mock.url, apiKey: 'dqr_anything', profile: 'mock' }).run()
    expectAllPassed(results, mock.url)
    // every documented status of every operation was asked for
    expect(results.some((r) => r.name.includes('answers its documented 429'))).toBe(true)
  }, 60_000)
})

const stores: [string, () => Promise<Store>][] = [
  ['sqlite', async () => openSqliteStore(join(await mkdtemp(join(tmpdir(), 'dynqr-kit-')), 'dynqr.db'))],
  [
    'postgres',
    async () =>
      openPostgresStore(inject('postgresUrl'), {
        schema: `kit_${process.pid}_${Math.random().toString(36).slice(2, 8)}`,
      }),
  ],
]

describe.each(stores)('the kit against the reference server on %s (full profile)', (_name, open) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(await open())
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('passes every check, including account isolation', async () => {
    const results = await new ContractKit({
      baseUrl: `${server.url}/api/v1`,
      apiKey: server.apiKey,
      otherApiKey: server.otherApiKey,
      profile: 'full',
    }).run()
    expectAllPassed(results, server.url)
    expect(results.filter((r) => r.skipped)).toEqual([])
  }, 60_000)
})

describe('the kit through Prism’s validation proxy (third-party check of every real response)', () => {
  let server: RunningServer
  let api: Running
  let site: Running
  beforeAll(async () => {
    const sitePort = randomPort()
    server = await startServer(
      openSqliteStore(join(await mkdtemp(join(tmpdir(), 'dynqr-proxy-')), 'dynqr.db')),
      () => `http://127.0.0.1:${sitePort}`,
    )
    // Prism matches paths without the server's base path, so the API and the site get one proxy each.
    // --errors turns any contract violation in a real response into an error the kit sees.
    const proxy = ['proxy', 'openapi.yaml', '--errors', '--validate-request=false']
    ;[api, site] = await Promise.all([
      startPrism([...proxy.slice(0, 2), `${server.url}/api/v1`, ...proxy.slice(2)]),
      startPrism([...proxy.slice(0, 2), server.url, ...proxy.slice(2)], sitePort),
    ])
  }, 90_000)
  afterAll(async () => {
    await Promise.all([api?.stop(), site?.stop()])
    await server?.stop()
  })

  it('passes every check', async () => {
    const results = await new ContractKit({
      baseUrl: api.url,
      siteUrl: site.url,
      apiKey: server.apiKey,
      otherApiKey: server.otherApiKey,
      profile: 'full',
      viaPrismProxy: true,
    }).run()
    expectAllPassed(results, `${api.url} → ${server.url}`)
    // 5 before scan analytics, the 4 analytics checks that scan (#29), the routing one (#43) and the event stream (#44)
    expect(results.filter((r) => r.skipped)).toHaveLength(11)
  }, 90_000)
})

describe('the kit against a server that breaks the contract', () => {
  let server: RunningServer
  beforeAll(async () => {
    // Break it the way a careless change would: create drops views; scans answer 301.
    server = await startServer(createMemoryStore(), undefined, (app) =>
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.method === 'POST' && reply.statusCode === 201) {
          const body = JSON.parse(String(payload))
          delete body.views
          return JSON.stringify(body)
        }
        if (reply.statusCode === 302) reply.code(301)
        return payload
      }),
    )
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('fails, naming the operation, the request and the broken rule', async () => {
    const results = await new ContractKit({
      baseUrl: `${server.url}/api/v1`,
      apiKey: server.apiKey,
      profile: 'full',
    }).run()
    const failed = failuresOf(results)
    expect(failed.length).toBeGreaterThan(0)
    const create = failed.find((r) => r.operationId === 'createQrCode')
    expect(create?.failures.join('\n')).toMatch(
      /POST http:\/\/127\.0\.0\.1:\d+\/api\/v1\/qrcode .* → 201 \(requestId [^)]+\): breaks the contract: body must have required property 'views'; got: \{/,
    )
    const scan = failed.find((r) => r.operationId === 'followShortLink')
    expect(scan?.failures.join('\n')).toContain('→ 301')
  }, 60_000)

  it('makes the CLI exit 1 and write the failures into JUnit XML', async () => {
    const junitFile = join(await mkdtemp(join(tmpdir(), 'dynqr-junit-')), 'contract.xml')
    const cli = join(import.meta.dirname, '../src/cli.ts')
    const failure = await run(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        cli,
        '--base-url',
        `${server.url}/api/v1`,
        '--api-key',
        server.apiKey,
        '--junit',
        junitFile,
      ],
      { cwd: join(import.meta.dirname, '../../..') },
    ).then(
      () => undefined,
      (error: { code: number; stdout: string }) => error,
    )
    expect(failure?.code).toBe(1)
    expect(failure?.stdout).toMatch(/✗ createQrCode: creates a code/)
    expect(failure?.stdout).toMatch(/\d+ passed, [1-9]\d* failed, \d+ skipped/)
    const xml = await readFile(junitFile, 'utf8')
    expect(xml).toMatch(/<testsuites name="dynqr contract" tests="\d+" failures="[1-9]/)
    expect(xml).toContain('<failure message=')
  }, 60_000)
})

describe('the kit against a server whose scan analytics break the rules', () => {
  let server: RunningServer
  beforeAll(async () => {
    // Stats that still match the schema but not the rules: one unique view too many in the
    // totals, the breakdown's last row dropped, and CSV without its header row.
    server = await startServer(createMemoryStore(), undefined, (app) =>
      app.addHook('onSend', async (request, reply, payload) => {
        if (!request.url.includes('/stats') || reply.statusCode !== 200) return payload
        if (String(reply.getHeader('content-type')).startsWith('text/csv'))
          return String(payload).replace(/^.*\r\n/, '')
        const body = JSON.parse(String(payload))
        body.totals.uniqueViews += 1
        body.breakdown?.pop()
        return JSON.stringify(body)
      }),
    )
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('fails the analytics checks, naming the rule', async () => {
    const results = await new ContractKit({
      baseUrl: `${server.url}/api/v1`,
      apiKey: server.apiKey,
      otherApiKey: server.otherApiKey,
      profile: 'full',
      only: ['stats'],
    }).run()
    const failures = failuresOf(results)
      .flatMap((r) => r.failures)
      .join('\n')
    expect(failures).toContain('uniqueViews must never exceed views')
    expect(failures).toContain('the series must add up to totals.uniqueViews')
    expect(failures).toContain('the breakdown’s views must add up to totals.views')
    expect(failures).toContain('the header row must be start,views,uniqueViews,botHits,fallbackHits')
  }, 60_000)
})

describe('the kit CLI against a good server', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer(createMemoryStore())
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('exits 0 and writes a clean JUnit report', async () => {
    const junitFile = join(await mkdtemp(join(tmpdir(), 'dynqr-junit-')), 'contract.xml')
    const cli = join(import.meta.dirname, '../src/cli.ts')
    const { stdout } = await run(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        cli,
        '--base-url',
        `${server.url}/api/v1`,
        '--api-key',
        server.apiKey,
        '--other-api-key',
        server.otherApiKey,
        '--junit',
        junitFile,
      ],
      { cwd: join(import.meta.dirname, '../../..') },
    )
    expect(stdout).toMatch(/\d+ passed, 0 failed, 0 skipped/)
    expect(await readFile(junitFile, 'utf8')).toMatch(/failures="0"/)
  }, 60_000)
})
